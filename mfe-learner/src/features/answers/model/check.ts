import { optionalForms, parseAnswerKey } from './answer-key';
import { expandContractions } from './contractions';

/**
 * One way to check every typed answer of the school (phrase bank, lesson training, speech drills,
 * the IT course's gaps, the daily review): case, extra spaces, typographic quotes and dashes,
 * punctuation and bracketed hints do not matter; any slash-separated answer of the key counts; a
 * contraction equals its full form both ways, as far as the sentence allows ("It is raining" =
 * "It's raining", "I'd been" = "I had been", "I'd go" = "I would go", never "I had go").
 */

/** The text as compared, before contractions: lower case, plain quotes, no punctuation but apostrophes and hyphens in words. */
export function normalizeText(value: string): string {
  return value
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u2010\u2011\u2012\u2013\u2014\u2212]/g, '-')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/\s-+\s|^-+\s|\s-+$/g, ' ')
    .replace(/[.,!?;:…"«»\u201c\u201d\u201e()[\]{}]/g, ' ')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every full form a typed text or an answer may stand for, as compared. */
export function comparableForms(value: string): string[] {
  const text = normalizeText(value);
  return text === '' ? [] : expandContractions(text);
}

/** Whether a typed text says the same as one answer (not a key: a slash is part of it). */
export function sameAnswer(typed: string | undefined, answer: string): boolean {
  if (typed === undefined) return false;
  const given = new Set(comparableForms(typed));
  return given.size > 0 && comparableForms(answer).some((form) => given.has(form));
}

/** Whether a typed text is one of the answers the key accepts. */
export function matchesKey(typed: string | undefined, key: string): boolean {
  if (typed === undefined) return false;
  const given = new Set(comparableForms(typed));
  if (given.size === 0) return false;
  return parseAnswerKey(key).alternatives.some((alternative) =>
    optionalForms(alternative).some((text) => comparableForms(text).some((form) => given.has(form))),
  );
}

export interface AnswerCheck {
  correct: boolean;
  /** Every accepted answer, as written without hints (shown after the check). */
  alternatives: string[];
  /** The bracketed hints of the key. */
  hints: string[];
}

/** Checks a typed answer against a key: right or not, with the accepted answers and hints to show. */
export function checkTypedAnswer(key: string, typed: string): AnswerCheck {
  const { alternatives, hints } = parseAnswerKey(key);
  return { correct: matchesKey(typed, key), alternatives, hints };
}
