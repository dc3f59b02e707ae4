import { describe, expect, it } from 'vitest';
import { wordCount } from './normalize';

describe('wordCount', () => {
  it('counts words, not punctuation', () => {
    expect(wordCount('Yesterday I fixed the flaky test — today: docs.')).toBe(8);
    expect(wordCount('  ')).toBe(0);
  });
});
