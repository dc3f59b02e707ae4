import { describe, expect, it } from 'vitest';
import { checkAnswer, normaliseAnswer } from './check-answer';

describe('checking a translation', () => {
  const key = "I'm twenty-eight / I'm twenty-eight years old / I am twenty-eight (to be, не have)";

  it('accepts any of the slash-separated alternatives', () => {
    expect(checkAnswer(key, "I'm twenty-eight").correct).toBe(true);
    expect(checkAnswer(key, "I'm twenty-eight years old").correct).toBe(true);
    expect(checkAnswer(key, 'I am twenty-eight').correct).toBe(true);
    expect(checkAnswer(key, 'I have twenty-eight years').correct).toBe(false);
  });

  it('ignores case, the final punctuation and extra spaces', () => {
    expect(checkAnswer(key, "  i'M   TWENTY-EIGHT.  ").correct).toBe(true);
    expect(checkAnswer('Nice to meet you', 'Nice to meet you!').correct).toBe(true);
    expect(checkAnswer('How are you?', 'how are you').correct).toBe(true);
    expect(checkAnswer('Wait…', 'wait').correct).toBe(true);
  });

  it('keeps the punctuation inside the sentence and the words themselves', () => {
    expect(checkAnswer("It's cold today", 'Its cold today').correct).toBe(false);
    expect(checkAnswer('I agree', 'I agreed').correct).toBe(false);
  });

  it('takes typographic apostrophes for plain ones', () => {
    expect(checkAnswer("I'm tired", 'I’m tired').correct).toBe(true);
  });

  it('shows the bracketed hints as hints, never as part of an answer', () => {
    const check = checkAnswer(key, 'I am twenty-eight (to be, не have)');
    expect(check.correct).toBe(false);
    expect(check.hints).toEqual(['to be, не have']);
    expect(check.alternatives).toEqual(["I'm twenty-eight", "I'm twenty-eight years old", 'I am twenty-eight']);
  });

  it('never accepts an empty answer, even against a broken key', () => {
    expect(checkAnswer('I agree / / I do agree', '').correct).toBe(false);
    expect(checkAnswer('I agree / / I do agree', '   ').correct).toBe(false);
    expect(checkAnswer('I agree / / I do agree', 'I do agree.').correct).toBe(true);
  });

  it('normalises answers alike', () => {
    expect(normaliseAnswer('  Hello,   World!?  ')).toBe('hello, world');
    expect(normaliseAnswer('I’m here…')).toBe("i'm here");
  });
});
