import { describe, expect, it } from 'vitest';
import { matchesAnswer, normalizeAnswer, splitAlternatives, stripHints, wordCount } from './normalize';

describe('normalizeAnswer', () => {
  it('ignores case, extra spaces and final punctuation', () => {
    expect(normalizeAnswer('  The Build   is GREEN again!! ')).toBe('the build is green again');
    expect(normalizeAnswer('Merged.')).toBe('merged');
    expect(normalizeAnswer('Is it deployed ?')).toBe('is it deployed');
  });

  it('keeps punctuation inside the answer but not the space before it', () => {
    expect(normalizeAnswer('First , we roll back.')).toBe('first, we roll back');
  });

  it('treats typographic apostrophes, quotes and dashes as plain ones', () => {
    expect(normalizeAnswer('It’s a “blocker” — sorry')).toBe(normalizeAnswer('It\'s a "blocker" - sorry'));
  });

  it('writes out unambiguous contractions on both sides', () => {
    expect(normalizeAnswer("I'm on call")).toBe('i am on call');
    expect(normalizeAnswer("We haven't merged it")).toBe('we have not merged it');
    expect(normalizeAnswer("It won't scale")).toBe('it will not scale');
    expect(normalizeAnswer("I can't reproduce it")).toBe(normalizeAnswer('I cannot reproduce it'));
    expect(normalizeAnswer("They're blocked")).toBe('they are blocked');
  });

  it('drops bracketed hints', () => {
    expect(normalizeAnswer('was rolled back (Past Simple Passive)')).toBe('was rolled back');
    expect(stripHints('deploy [verb] it')).toBe('deploy it');
  });
});

describe('splitAlternatives', () => {
  it('splits on every slash in a short answer', () => {
    expect(splitAlternatives('PR/pull request')).toEqual(['PR', 'pull request']);
  });

  it('splits whole sentences on a spaced slash and keeps a slash inside a word', () => {
    expect(splitAlternatives('We fixed the CI/CD pipeline / We repaired the CI/CD pipeline (Past Simple)')).toEqual([
      'We fixed the CI/CD pipeline',
      'We repaired the CI/CD pipeline',
    ]);
  });
});

describe('matchesAnswer', () => {
  it('accepts any alternative, whatever the case and final punctuation', () => {
    expect(matchesAnswer('Pull Request.', 'PR/pull request')).toBe(true);
    expect(matchesAnswer('pr', 'PR/pull request')).toBe(true);
    expect(matchesAnswer('merge request', 'PR/pull request')).toBe(false);
  });

  it('accepts the answer without its hint, and the contraction of it', () => {
    expect(matchesAnswer('has been deployed', 'has been deployed (Present Perfect Passive)')).toBe(true);
    expect(matchesAnswer("I've pushed it", 'I have pushed it')).toBe(true);
  });

  it('rejects an empty or missing answer', () => {
    expect(matchesAnswer(undefined, 'merged')).toBe(false);
    expect(matchesAnswer('   ', 'merged')).toBe(false);
    expect(matchesAnswer('...', 'merged')).toBe(false);
  });
});

describe('wordCount', () => {
  it('counts words, not punctuation', () => {
    expect(wordCount('Yesterday I fixed the flaky test — today: docs.')).toBe(8);
    expect(wordCount('  ')).toBe(0);
  });
});
