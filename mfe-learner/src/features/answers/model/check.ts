import { optionalForms, parseAnswerKey } from './answer-key';
import { expandContractions } from './contractions';

/**
 * One way to check every typed answer of the school (phrase bank, lesson training, speech drills,
 * the IT course's gaps, the daily review): case, extra spaces, typographic quotes and dashes,
 * punctuation and bracketed hints do not matter; any slash-separated answer of the key counts; a
 * contraction equals its full form both ways, as far as the sentence allows ("It is raining" =
 * "It's raining", "I'd been" = "I had been", "I'd go" = "I would go", never "I had go").
 */

/**
 * How punctuation inside an answer counts: 'ignored' (a translation: "Hi! My name is Anna" = "hi my
 * name is Anna") or 'kept' (commas, colons and the like inside the sentence count: a correction whose
 * point is a comma). The final punctuation never counts.
 */
type Punctuation = 'ignored' | 'kept';

/** The text as compared, before contractions: lower case, plain quotes and dashes, punctuation as asked, no final punctuation. */
function normalizeText(value: string, punctuation: Punctuation = 'ignored'): string {
  const plain = value
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u2010\u2011\u2012\u2013\u2014\u2212]/g, '-')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/[\u201c\u201d\u201e«»]/g, '"');
  const words =
    punctuation === 'ignored'
      ? plain.replace(/\s-+\s|^-+\s|\s-+$/g, ' ').replace(/[.,!?;:…"()[\]{}]/g, ' ')
      : plain
          .replace(/[\s.,!?;:…"')\]}-]+$/u, '')
          .replace(/^["'([{]+/, '')
          .replace(/\s+([,.!?;:…])/g, '$1')
          .replace(/([,.!?;:…])(?=\S)/g, '$1 ');
  return words
    .replace(/(^|\s)'+|'+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every full form a typed text or an answer may stand for, as compared. */
function comparableForms(value: string, punctuation: Punctuation = 'ignored'): string[] {
  const text = normalizeText(value, punctuation);
  return text === '' ? [] : expandContractions(text);
}

/** Whether a typed text says the same as one answer (not a key: a slash is part of it). */
export function sameAnswer(typed: string | undefined, answer: string, punctuation: Punctuation = 'ignored'): boolean {
  if (typed === undefined) return false;
  const given = new Set(comparableForms(typed, punctuation));
  return given.size > 0 && comparableForms(answer, punctuation).some((form) => given.has(form));
}

/** Whether a typed text is one of the answers the key accepts. */
export function matchesKey(typed: string | undefined, key: string, punctuation: Punctuation = 'ignored'): boolean {
  if (typed === undefined) return false;
  const given = new Set(comparableForms(typed, punctuation));
  if (given.size === 0) return false;
  return parseAnswerKey(key).alternatives.some((alternative) =>
    optionalForms(alternative).some((text) => comparableForms(text, punctuation).some((form) => given.has(form))),
  );
}

/**
 * A sentence to correct: right when it matches the key. When the given sentence differs from the key
 * only in punctuation ("Please, find the notes attached."), the punctuation inside is the point and
 * counts; otherwise it does not.
 */
export function matchesCorrection(typed: string | undefined, given: string, key: string): boolean {
  const punctuationIsThePoint = matchesKey(given, key, 'ignored');
  return matchesKey(typed, key, punctuationIsThePoint ? 'kept' : 'ignored');
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
