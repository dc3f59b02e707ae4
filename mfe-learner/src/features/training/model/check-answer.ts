import { parseAnswer } from '../../phrase-bank';

/**
 * An answer as compared: lower case, typographic apostrophes and quotes made plain, spaces squeezed,
 * the final punctuation dropped ("I'm fine." = "i’m fine").
 */
export function normaliseAnswer(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?…;:,"]+$/u, '')
    .trim();
}

export interface AnswerCheck {
  correct: boolean;
  /** Every accepted answer, as written (shown after the check). */
  alternatives: string[];
  /** The bracketed hints of the answer key. */
  hints: string[];
}

/**
 * Checks a typed translation against the answer key of a phrase or a sentence: any of the
 * slash-separated alternatives counts, case and final punctuation do not, bracketed hints are hints
 * and never part of an answer.
 */
export function checkAnswer(answerKey: string, typed: string): AnswerCheck {
  const { alternatives, hints } = parseAnswer(answerKey);
  const accepted = alternatives.filter((a) => a !== '');
  const given = normaliseAnswer(typed);
  return { correct: given !== '' && accepted.some((a) => normaliseAnswer(a) === given), alternatives: accepted, hints };
}
