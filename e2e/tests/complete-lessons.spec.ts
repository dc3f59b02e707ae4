import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';

/** Lessons that had no theory, mini-text or training, and the IT course's units 4 and 5, now written: open them, do something in each. */
const contentDir = path.resolve(import.meta.dirname, '../../mfe-learner/content');

interface ChoiceExercise {
  id: string;
  kind: string;
  questions: { id: string; options: { id: string; text: string }[]; correct: string }[];
}

/** The first single-choice exercise of a unit, with the path of its step. */
function choiceExerciseOf(unit: string): { exercise: ChoiceExercise; path: string } {
  const dir = path.join(contentDir, 'it-course/exercises', `unit-${unit}`);
  for (const file of readdirSync(dir).sort()) {
    const { exercises } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { exercises: ChoiceExercise[] };
    const exercise = exercises.find((e) => e.kind === 'testSingleChoice');
    if (exercise) {
      const [u, l, s] = exercise.id.split('-');
      return { exercise, path: `/lms/courses/it/${u}/${l}/${s}` };
    }
  }
  throw new Error(`no single-choice exercise in unit ${unit}`);
}

test.describe('complete lessons', () => {
  for (const lessonId of ['A2-42', 'B1-49', 'C1-29t']) {
    test(`${lessonId} has its theory, a mini-text and a training`, async ({ page }) => {
      const problems = watchConsole(page);
      await signInByApi(page, 'student@demo.school');
      await page.goto(`/lms/lessons/${lessonId}`);
      await expect(page.getByTestId('lesson-theory')).toBeVisible();
      await expect(page.getByText('Полная теория этого урока готовится')).toHaveCount(0);

      await page.goto(`/lms/lessons/${lessonId}/training-text`);
      const text = page.getByTestId('mini-text');
      await expect(text).toBeVisible();
      await text.getByRole('button', { name: 'Я прочитал(а) текст' }).click();
      await expect(text.getByRole('status').filter({ hasText: 'Текст прочитан' })).toBeVisible();

      await page.goto(`/lms/lessons/${lessonId}/training-sentences`);
      const training = page.getByTestId('sentence-training');
      await expect(training).toBeVisible();
      await training.getByRole('button', { name: 'Показать ответ' }).click();
      await expect(training.getByText('Правильные варианты')).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  for (const unit of ['4', '5']) {
    test(`the IT course's unit ${unit}: a lesson opens and an exercise is solved`, async ({ page }) => {
      const { exercise, path: stepPath } = choiceExerciseOf(unit);
      // A teacher sees every unit open (a learner's open three weeks apart).
      await signInByApi(page, 'teacher@demo.school');
      await page.goto(stepPath);
      const player = page.locator(`[data-exercise-id="${exercise.id}"]`);
      await expect(player).toBeVisible();
      for (const question of exercise.questions) {
        const right = question.options.find((o) => o.id === question.correct)!;
        await player.getByRole('radio', { name: right.text, exact: true }).check();
      }
      await player.getByRole('button', { name: 'Проверить' }).click();
      await expect(player.getByTestId('exercise-score')).toHaveText('Всё верно!');
    });
  }
});
