import { checkTypedAnswer, type AnswerCheck } from '../../answers';
import type { TrainingItem } from './training-set';

type ItemStatus = 'todo' | 'wrong' | 'correct' | 'revealed';

export interface TrainingSession {
  index: number;
  typed: string;
  status: ItemStatus;
  hintShown: boolean;
  /** The last check of the current item (after «Проверить» or «Показать ответ»). */
  check: AnswerCheck | null;
  /** Items translated without looking at the answer. */
  right: number;
  /** Items done (translated or revealed). */
  done: number;
  finished: boolean;
}

export type TrainingAction =
  { type: 'type'; text: string } | { type: 'check' } | { type: 'reveal' } | { type: 'hint' } | { type: 'next' } | { type: 'restart' };

export const startSession = (): TrainingSession => ({
  index: 0,
  typed: '',
  status: 'todo',
  hintShown: false,
  check: null,
  right: 0,
  done: 0,
  finished: false,
});

/** The Only-new training, one sentence at a time: type, check (as often as needed), reveal, next. */
export function trainingReducer(items: readonly TrainingItem[]) {
  return (state: TrainingSession, action: TrainingAction): TrainingSession => {
    const item = items[state.index];
    const settled = state.status === 'correct' || state.status === 'revealed';
    switch (action.type) {
      case 'type':
        return settled ? state : { ...state, typed: action.text, status: state.status === 'wrong' ? 'todo' : state.status };
      case 'check': {
        if (!item || settled || state.typed.trim() === '') return state;
        const check = checkTypedAnswer(item.en, state.typed);
        return check.correct ? { ...state, check, status: 'correct', right: state.right + 1, done: state.done + 1 } : { ...state, check, status: 'wrong' };
      }
      case 'reveal':
        if (!item || settled) return state;
        return { ...state, check: checkTypedAnswer(item.en, state.typed), status: 'revealed', done: state.done + 1 };
      case 'hint':
        return { ...state, hintShown: true };
      case 'next': {
        if (!settled) return state;
        const index = state.index + 1;
        if (index >= items.length) return { ...state, finished: true };
        return { ...state, index, typed: '', status: 'todo', hintShown: false, check: null };
      }
      case 'restart':
        return startSession();
    }
  };
}
