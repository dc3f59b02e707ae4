import { describe, expect, it } from 'vitest';
import type { Word } from '@school/shared/schemas';
import { dictionaryTabOf, dictionaryTabPath, duplicateOf, filterWords, wordsOfTab } from './words';

const word = (id: number, text: string, source: Word['source'], extra: Partial<Word> = {}): Word => ({
  id,
  studentId: 9,
  word: text,
  translation: `перевод ${id}`,
  example: '',
  approved: false,
  source,
  lessonId: source === 'exercises' ? 'A1-1' : null,
  createdAt: '2026-05-01T10:00:00.000Z',
  ...extra,
});
const words = [
  word(1, 'deadline', 'my', { translation: 'крайний срок' }),
  word(2, 'tired', 'exercises', { example: "I'm tired" }),
  word(3, 'to figure out', 'my'),
];

describe('dictionary tabs', () => {
  it('maps the two tabs to their paths and back', () => {
    expect(dictionaryTabPath('my')).toBe('/lms/dictionary');
    expect(dictionaryTabPath('exercises')).toBe('/lms/dictionary/from-exercises');
    expect(dictionaryTabOf('')).toBe('my');
    expect(dictionaryTabOf('from-exercises/')).toBe('exercises');
    expect(dictionaryTabOf('other')).toBeNull();
  });

  it('splits the words by where they came from', () => {
    expect(wordsOfTab(words, 'my').map((w) => w.id)).toEqual([1, 3]);
    expect(wordsOfTab(words, 'exercises').map((w) => w.id)).toEqual([2]);
  });
});

describe('finding words', () => {
  it('filters by spelling, translation and example', () => {
    expect(filterWords(words, 'СРОК').map((w) => w.id)).toEqual([1]);
    expect(filterWords(words, "i'm").map((w) => w.id)).toEqual([2]);
    expect(filterWords(words, '  ').map((w) => w.id)).toEqual([1, 2, 3]);
  });

  it('tells a duplicate, case and spaces aside, except the word being edited', () => {
    expect(duplicateOf(words, '  To   Figure out ')?.id).toBe(3);
    expect(duplicateOf(words, 'to figure out', 3)).toBeNull();
    expect(duplicateOf(words, 'TIRED')?.id).toBe(2);
    expect(duplicateOf(words, 'new word')).toBeNull();
    expect(duplicateOf(words, '')).toBeNull();
  });
});
