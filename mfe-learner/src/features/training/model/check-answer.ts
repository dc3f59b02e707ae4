import { acceptedAnswers, matchesTranslation, parseAnswer } from '../../phrase-bank';

export interface AnswerCheck {
  correct: boolean;
  /** Every accepted answer, as written without hints (shown after the check). */
  alternatives: string[];
  /** The bracketed hints of the answer key. */
  hints: string[];
}

/**
 * Checks a typed translation against the answer key of a phrase or a sentence, the same way the
 * phrase bank's practice does: any of the slash-separated alternatives counts; case, punctuation and
 * written-out contractions do not; bracketed hints are hints, never part of an answer.
 */
export function checkAnswer(answerKey: string, typed: string): AnswerCheck {
  return { correct: matchesTranslation(typed, answerKey), alternatives: acceptedAnswers(answerKey), hints: parseAnswer(answerKey).hints };
}

/** A Russian prompt as compared for repeats: case, spaces and the final punctuation aside. */
export function promptKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?…]+$/u, '');
}
