import { FREE_ANSWER_MAX_CHARS, type Exercise, type ExerciseAnswer, type ExerciseKind, type ExerciseOf } from './exercise-schema';
import { matchesCorrection, matchesKey, parseAnswerKey, sameAnswer } from '../../answers';
import { wordCount } from './normalize';

/** How one option of a choice question ends up after checking. */
export type OptionMark = 'chosen-right' | 'chosen-wrong' | 'missed';

export interface ItemResult {
  /** Question, gap, image, `row.column` cell, line, item, pair or task id. */
  id: string;
  correct: boolean;
  /**
   * The right answer for display: the accepted alternatives of a gap, the right option texts,
   * a line's position ('1', '2'…), a group's title, the model answer of a free task.
   */
  expected: string[];
  /** Choice kinds: a mark for every option that was chosen or should have been. */
  options?: Record<string, OptionMark>;
}

export interface CheckResult {
  /** Every item is right. */
  correct: boolean;
  items: ItemResult[];
  rightCount: number;
  total: number;
}

function result(items: ItemResult[]): CheckResult {
  const rightCount = items.filter((i) => i.correct).length;
  return { correct: items.length > 0 && rightCount === items.length, items, rightCount, total: items.length };
}

type Checker<K extends ExerciseKind> = (exercise: ExerciseOf<K>, answer: ExerciseAnswer<K>) => CheckResult;

/** Choice questions: right when exactly the right options are chosen. */
function checkChoice(
  questions: readonly { id: string; options: { id: string; text: string }[]; correct: string | string[] }[],
  chosenOf: (questionId: string) => readonly string[],
): CheckResult {
  return result(
    questions.map((q) => {
      const correct = new Set(Array.isArray(q.correct) ? q.correct : [q.correct]);
      const chosen = new Set(chosenOf(q.id));
      const options: Record<string, OptionMark> = {};
      for (const o of q.options) {
        if (chosen.has(o.id)) options[o.id] = correct.has(o.id) ? 'chosen-right' : 'chosen-wrong';
        else if (correct.has(o.id)) options[o.id] = 'missed';
      }
      const right = chosen.size === correct.size && [...chosen].every((id) => correct.has(id));
      return {
        id: q.id,
        correct: right,
        expected: q.options.filter((o) => correct.has(o.id)).map((o) => o.text),
        options,
      };
    }),
  );
}

/**
 * Gaps of sentences, each compared with its answer: typed gaps accept any alternative, picked and
 * dragged ones the answer's text (normalisation applies to both).
 */
function checkGaps(
  sentences: readonly { gaps: readonly { id: string; answer: string }[] }[],
  answer: Readonly<Record<string, string | undefined>>,
  mode: 'typed' | 'picked',
): CheckResult {
  return result(
    sentences.flatMap((s) =>
      s.gaps.map((g) =>
        mode === 'typed'
          ? { id: g.id, correct: matchesKey(answer[g.id], g.answer), expected: parseAnswerKey(g.answer).alternatives }
          : { id: g.id, correct: sameAnswer(answer[g.id], g.answer), expected: [g.answer] },
      ),
    ),
  );
}

const checkers: { [K in ExerciseKind]: Checker<K> } = {
  testAnyChoice: (e, a) => checkChoice(e.questions, (id) => a[id] ?? []),
  testSingleChoice: (e, a) => checkChoice(e.questions, (id) => (a[id] === undefined ? [] : [a[id]])),
  testMultipleChoice: (e, a) => checkChoice(e.questions, (id) => a[id] ?? []),
  dropdown: (e, a) => checkGaps(e.sentences, a, 'picked'),
  dropdownImages: (e, a) => result(e.images.map((i) => ({ id: i.id, correct: sameAnswer(a[i.id], i.answer), expected: [i.answer] }))),
  dragDropSentences: (e, a) => checkGaps(e.sentences, a, 'picked'),
  dragIntoSentences: (e, a) => checkGaps(e.sentences, a, 'picked'),
  dragDropToTable: (e, a) =>
    result(
      e.rows.flatMap((r) =>
        r.cells.map((c) => {
          const id = `${r.id}.${c.column}`;
          return { id, correct: sameAnswer(a[id], c.answer), expected: [c.answer] };
        }),
      ),
    ),
  dragDropOrder: (e, a) => result(e.lines.map((line, index) => ({ id: line.id, correct: a[index] === line.id, expected: [String(index + 1)] }))),
  dragDropGroups: (e, a) =>
    result(
      e.items.map((item) => ({
        id: item.id,
        correct: a[item.id] === item.group,
        expected: [e.groups.find((g) => g.id === item.group)?.title ?? item.group],
      })),
    ),
  match: (e, a) => result(e.pairs.map((p) => ({ id: p.id, correct: sameAnswer(a[p.id], p.right), expected: [p.right] }))),
  placeholder: (e, a) => checkGaps(e.sentences, a, 'typed'),
  placeholderWithEdit: (e, a) =>
    result(e.items.map((i) => ({ id: i.id, correct: matchesCorrection(a[i.id], i.given, i.answer), expected: parseAnswerKey(i.answer).alternatives }))),
  placeholderAnyContent: (e, a) => result(e.tasks.map((t) => ({ id: t.id, correct: isFreeAnswerAccepted(a[t.id], t.minWords), expected: [t.modelAnswer] }))),
};

/** A free answer is accepted when it has at least `minWords` words and stays within the limit. */
export function isFreeAnswerAccepted(value: string | undefined, minWords: number): boolean {
  if (value === undefined) return false;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= FREE_ANSWER_MAX_CHARS && wordCount(trimmed) >= minWords;
}

/**
 * Checks a learner's answer: per item right or wrong with the right answer for display, and
 * whether the whole exercise is right. Unanswered items are wrong.
 */
export function checkAnswer<K extends ExerciseKind>(exercise: ExerciseOf<K>, answer: ExerciseAnswer<K>): CheckResult;
export function checkAnswer(exercise: Exercise, answer: ExerciseAnswer<ExerciseKind>): CheckResult {
  const check = checkers[exercise.kind] as (e: Exercise, a: ExerciseAnswer<ExerciseKind>) => CheckResult;
  return check(exercise, answer);
}
