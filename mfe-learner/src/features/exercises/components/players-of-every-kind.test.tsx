import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EXERCISE_KINDS, LessonExercisesSchema, type Exercise } from '../model/exercise-schema';
import { ExercisePlayer } from './exercise-player';

const dir = join(__dirname, '../../../../content/it-course/exercises');

/** The first exercise of every kind in the course content. */
function firstOfEachKind(): Exercise[] {
  const found = new Map<string, Exercise>();
  for (const unit of readdirSync(dir).sort())
    for (const file of readdirSync(join(dir, unit)).sort()) {
      const lesson = v.parse(LessonExercisesSchema, JSON.parse(readFileSync(join(dir, unit, file), 'utf8')));
      for (const exercise of lesson.exercises) if (!found.has(exercise.kind)) found.set(exercise.kind, exercise);
    }
  return [...found.values()];
}

describe('a player for every kind', () => {
  const exercises = firstOfEachKind();

  it('the course uses all 14 kinds', () => {
    expect(exercises.map((e) => e.kind).sort()).toEqual([...EXERCISE_KINDS].sort());
  });

  it.each(exercises.map((e) => [e.kind, e] as const))('%s renders its instruction and checks an untouched answer', async (_kind, exercise) => {
    const user = userEvent.setup();
    render(<ExercisePlayer exercise={exercise} />);
    expect(screen.getByRole('heading', { name: exercise.instruction })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    const score = screen.getByTestId('exercise-score').textContent ?? '';
    expect(score).toMatch(/^Верно \d+ из \d+$/);
    expect(screen.getByRole('button', { name: 'Исправить ответы' })).toBeTruthy();
  });
});
