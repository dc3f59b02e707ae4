/**
 * How typed and dropped answers are compared: case, extra spaces, typographic quotes and dashes,
 * final punctuation and bracketed hints do not matter; alternatives are separated by '/'.
 */

const HINT = /\([^()]*\)|\[[^[\]]*\]/g;

/** The answer without its bracketed hints: "were rolled back (passive)" → "were rolled back". */
export function stripHints(answer: string): string {
  return answer.replace(HINT, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The accepted alternatives of an answer, hints removed, for display and comparison.
 * Whole sentences are separated by ' / ' (a slash with spaces), so a slash inside a word such as
 * "CI/CD" stays; without a spaced slash every '/' separates alternatives ("PR/pull request").
 */
export function splitAlternatives(answer: string): string[] {
  const separator = /\s\/\s/.test(answer) ? /\s+\/\s+/ : /\//;
  return answer
    .split(separator)
    .map(stripHints)
    .filter((a) => a.length > 0);
}

/** Contractions written out, the same way on both sides, so "I'm" and "I am" compare equal. */
const CONTRACTIONS: [RegExp, string][] = [
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'cannot'],
  [/\bcan not\b/g, 'cannot'],
  [/\bshan't\b/g, 'shall not'],
  [/n't\b/g, ' not'],
  [/'m\b/g, ' am'],
  [/'re\b/g, ' are'],
  [/'ve\b/g, ' have'],
  [/'ll\b/g, ' will'],
];

/** The form an answer is compared in. */
export function normalizeAnswer(value: string): string {
  let s = stripHints(value)
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
    .replace(/[\u2012\u2013\u2014\u2212]/g, '-')
    .replace(/\u00a0/g, ' ');
  for (const [pattern, replacement] of CONTRACTIONS) s = s.replace(pattern, replacement);
  return s
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .replace(/[\s.,!?;:…"']+$/u, '')
    .trim();
}

/** Whether a typed or dropped value is one of the accepted alternatives of an answer. */
export function matchesAnswer(given: string | undefined, answer: string): boolean {
  if (given === undefined) return false;
  const value = normalizeAnswer(given);
  if (value === '') return false;
  return splitAlternatives(answer).some((alternative) => normalizeAnswer(alternative) === value);
}

/**
 * Whether a picked or dragged value is the answer: the same text once normalised. A slash in it is
 * part of the text ("CI/CD", "Same here / I agree"), not a list of alternatives.
 */
export function sameChoice(given: string | undefined, answer: string): boolean {
  if (given === undefined) return false;
  const value = normalizeAnswer(given);
  return value !== '' && value === normalizeAnswer(answer);
}

/** The number of words in a free answer. */
export function wordCount(value: string): number {
  return value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
