import { matchesKey, parseAnswerKey } from '../../answers';

/** A phrase or a sentence to translate from Russian into English. */
export interface PracticeItem {
  id: number;
  rus: string;
  /** Accepted answers separated by '/', hints in brackets. */
  eng: string;
}

interface PracticeState {
  index: number;
  /** answering → right, or wrong (try again) → … ; revealed when the learner asked for the answer. */
  phase: 'answering' | 'right' | 'wrong' | 'revealed';
  /** Wrong tries of the current item. */
  misses: number;
  /** Items answered right at the first try. */
  firstTry: number;
  finished: boolean;
}

type PracticeAction = { type: 'check'; given: string } | { type: 'reveal' } | { type: 'next' } | { type: 'restart' };

export const startPractice = (): PracticeState => ({ index: 0, phase: 'answering', misses: 0, firstTry: 0, finished: false });

/** One step of a translation drill over `items`. */
export function practiceStep(state: PracticeState, action: PracticeAction, items: readonly PracticeItem[]): PracticeState {
  const item = items[state.index];
  switch (action.type) {
    case 'restart':
      return startPractice();
    case 'check': {
      if (!item || state.phase === 'right' || state.phase === 'revealed' || action.given.trim() === '') return state;
      if (matchesKey(action.given, item.eng)) return { ...state, phase: 'right', firstTry: state.firstTry + (state.misses === 0 ? 1 : 0) };
      return { ...state, phase: 'wrong', misses: state.misses + 1 };
    }
    case 'reveal':
      return item && state.phase !== 'right' ? { ...state, phase: 'revealed' } : state;
    case 'next': {
      const index = state.index + 1;
      if (index >= items.length) return { ...state, finished: true };
      return { ...state, index, phase: 'answering', misses: 0 };
    }
  }
}

/** The accepted answers of an item, for display. */
export function acceptedAnswers(eng: string): string[] {
  return parseAnswerKey(eng).alternatives;
}
