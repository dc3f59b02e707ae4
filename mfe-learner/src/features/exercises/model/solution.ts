import type { ExerciseAnswer, ExerciseKind, ExerciseOf } from './exercise-schema';
import { parseAnswerKey } from '../../answers';

const first = (answer: string) => parseAnswerKey(answer).alternatives[0] ?? answer;
const gapAnswers = (sentences: readonly { gaps: readonly { id: string; answer: string }[] }[], typed = false) =>
  Object.fromEntries(sentences.flatMap((s) => s.gaps.map((g) => [g.id, typed ? first(g.answer) : g.answer])));

type Solver<K extends ExerciseKind> = (exercise: ExerciseOf<K>) => ExerciseAnswer<K>;

const solvers: { [K in ExerciseKind]: Solver<K> } = {
  testAnyChoice: (e) => Object.fromEntries(e.questions.map((q) => [q.id, q.correct])),
  testSingleChoice: (e) => Object.fromEntries(e.questions.map((q) => [q.id, q.correct])),
  testMultipleChoice: (e) => Object.fromEntries(e.questions.map((q) => [q.id, q.correct])),
  dropdown: (e) => gapAnswers(e.sentences),
  dropdownImages: (e) => Object.fromEntries(e.images.map((i) => [i.id, i.answer])),
  dragDropSentences: (e) => gapAnswers(e.sentences),
  dragIntoSentences: (e) => gapAnswers(e.sentences),
  dragDropToTable: (e) => Object.fromEntries(e.rows.flatMap((r) => r.cells.map((c) => [`${r.id}.${c.column}`, c.answer]))),
  dragDropOrder: (e) => e.lines.map((l) => l.id),
  dragDropGroups: (e) => Object.fromEntries(e.items.map((i) => [i.id, i.group])),
  match: (e) => Object.fromEntries(e.pairs.map((p) => [p.id, p.right])),
  placeholder: (e) => gapAnswers(e.sentences, true),
  placeholderWithEdit: (e) => Object.fromEntries(e.items.map((i) => [i.id, first(i.answer)])),
  placeholderAnyContent: (e) => Object.fromEntries(e.tasks.map((t) => [t.id, t.modelAnswer])),
};

/** The right answer of an exercise (the first alternative of each item; the model answer of free tasks). */
export function rightAnswerOf<K extends ExerciseKind>(exercise: ExerciseOf<K>): ExerciseAnswer<K> {
  return (solvers[exercise.kind] as Solver<K>)(exercise);
}

type DragKind = 'dragDropSentences' | 'dragIntoSentences' | 'dragDropToTable' | 'match';

export interface BankItem {
  id: string;
  text: string;
}

function alphabetically(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The items a learner drags (or picks, for match): every answer plus the distractors, in
 * alphabetical order so the order tells nothing; a player may shuffle them. Compared letter by letter,
 * ignoring case (the answers are English), not through Intl's collation, which a phone loads for tens of
 * milliseconds before the step can show.
 */
export function dragBank(exercise: ExerciseOf<DragKind>): BankItem[] {
  const answers =
    exercise.kind === 'match'
      ? exercise.pairs.map((p) => p.right)
      : exercise.kind === 'dragDropToTable'
        ? exercise.rows.flatMap((r) => r.cells.map((c) => c.answer))
        : exercise.sentences.flatMap((s) => s.gaps.map((g) => g.answer));
  return [...answers, ...(exercise.distractors ?? [])].sort(alphabetically).map((text, index) => ({ id: `b${index + 1}`, text }));
}
