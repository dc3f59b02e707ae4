import type { Exercise, ExerciseAnswer, ExerciseKind, ExerciseOf } from './exercise-schema';
import { initialOrder } from './placement';

/**
 * The answer an exercise starts with: nothing chosen, except the order kind, whose lines start
 * shuffled (the same way on every visit), and the editing kind, whose fields start with the given
 * sentences: both are answers as they stand.
 */
export function initialAnswer<K extends ExerciseKind>(exercise: ExerciseOf<K>): ExerciseAnswer<K>;
export function initialAnswer(exercise: Exercise): ExerciseAnswer<ExerciseKind> {
  if (exercise.kind === 'dragDropOrder')
    return initialOrder(
      exercise.lines.map((l) => l.id),
      exercise.id,
    );
  if (exercise.kind === 'placeholderWithEdit') return Object.fromEntries(exercise.items.map((item) => [item.id, item.given]));
  return {};
}
