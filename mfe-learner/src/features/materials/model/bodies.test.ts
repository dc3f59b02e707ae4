import { describe, expect, it } from 'vitest';
import type { LessonContent } from '@school/shared/schemas';
import { bodyOf, slideAfterKey } from './bodies';

const content = {
  id: 'A1-1',
  plan: { objectives: ['a', 'b'], vocabulary: [], examples: [] },
  materials: [
    { type: 'text', id: '50', title: 'Hi', paragraphs: ['Hi.'], glossary: [] },
    { type: 'smalltalk', id: '2054', situation: 'В самолёте', lines: [] },
  ],
} as unknown as LessonContent;

describe('material bodies', () => {
  it('finds a body by type and id', () => {
    expect(bodyOf(content, 'text', '50')?.title).toBe('Hi');
    expect(bodyOf(content, 'smalltalk', '2054')?.situation).toBe('В самолёте');
    expect(bodyOf(content, 'text', '2054')).toBeNull();
    expect(bodyOf(null, 'text', '50')).toBeNull();
  });
});

describe('presentation keys', () => {
  it('moves between slides and stops at the ends', () => {
    expect(slideAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(slideAfterKey('ArrowRight', 2, 3)).toBe(2);
    expect(slideAfterKey('ArrowLeft', 0, 3)).toBe(0);
    expect(slideAfterKey('End', 0, 3)).toBe(2);
    expect(slideAfterKey('Home', 2, 3)).toBe(0);
    expect(slideAfterKey('a', 1, 3)).toBeNull();
  });
});
