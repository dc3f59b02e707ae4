import { describe, expect, it } from 'vitest';
import { keyProblems, optionalForms, parseAnswerKey } from './answer-key';

describe('an answer key as the content writes it', () => {
  it('splits alternatives and takes the hint out', () => {
    expect(parseAnswerKey("By then I will have finished / By then I'll have finished (Future Perfect)")).toEqual({
      alternatives: ['By then I will have finished', "By then I'll have finished"],
      hints: ['Future Perfect'],
    });
    expect(parseAnswerKey('We walked along the embankment ([t] — walked)')).toEqual({
      alternatives: ['We walked along the embankment'],
      hints: ['[t] — walked'],
    });
  });

  it('reads a single answer without hints, and keeps a slash inside a word when sentences are separated by a spaced one', () => {
    expect(parseAnswerKey('Nice to meet you.')).toEqual({ alternatives: ['Nice to meet you.'], hints: [] });
    expect(parseAnswerKey('PR/pull request').alternatives).toEqual(['PR', 'pull request']);
    expect(parseAnswerKey('We fixed the CI/CD pipeline / We repaired it').alternatives).toEqual(['We fixed the CI/CD pipeline', 'We repaired it']);
  });

  it('reads brackets inside an answer as optional words', () => {
    expect(optionalForms("I'm (very) tired")).toEqual(["I'm very tired", "I'm tired"]);
    expect(optionalForms('no brackets')).toEqual(['no brackets']);
  });

  it('names what is broken in a key', () => {
    expect(keyProblems('I agree / / I do agree')).toHaveLength(1);
    expect(keyProblems('(hint only)')).toHaveLength(1);
    expect(keyProblems('I agree (hint')).toEqual(['unbalanced brackets']);
    expect(keyProblems('I agree (this/that)')).toEqual(['a slash inside the brackets "(this/that)"']);
    expect(keyProblems("I don't know / I do not know (Present Simple)")).toEqual([]);
  });
});
