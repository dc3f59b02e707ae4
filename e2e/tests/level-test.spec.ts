import { expect, test, type Page } from '@playwright/test';
import { LEVEL_TEST_QUESTIONS } from '../../shared/src/domain/level-test';
import { signInByApi, watchConsole } from './helpers';

const byId = new Map(LEVEL_TEST_QUESTIONS.map((q) => [q.id, q]));

/** Answers until the test ends: right in the sections `rightIn` names, wrong elsewhere. */
async function takeTest(page: Page, rightIn: readonly string[]) {
  await page.getByRole('button', { name: 'Начать тест' }).click();
  for (let i = 0; i < LEVEL_TEST_QUESTIONS.length; i += 1) {
    const form = page.getByTestId('level-test-question');
    const result = page.getByTestId('level-test-result');
    await expect(form.or(result)).toBeVisible();
    if (await result.isVisible()) return;
    const question = byId.get((await form.getAttribute('data-question'))!)!;
    const option = rightIn.includes(question.level) ? question.answer : (question.answer + 1) % question.options.length;
    await form.getByRole('radio', { name: question.options[option], exact: true }).check();
    await form.getByRole('button', { name: 'Ответить' }).click();
    await expect(page.locator(`[data-question="${question.id}"]`)).toHaveCount(0);
  }
}

test('a visitor takes the level test to a level, a suggested program and the free lesson offer', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/test/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Тест на уровень английского' })).toBeVisible();
  await takeTest(page, ['A1', 'A2']);
  const result = page.getByTestId('level-test-result');
  await expect(result.getByTestId('level-test-level')).toHaveText('A2 — элементарный');
  await expect(result.getByTestId('level-test-program')).toHaveText('A2+ «Для тех, кто забыл»');
  await expect(result).toContainText('Правильных ответов: 14 из 21');
  await expect(page.getByRole('heading', { name: 'Закрепим результат на бесплатном уроке' })).toBeVisible();
  await expect(page.getByTestId('lead-form')).toContainText('Результат теста (A2 — элементарный) мы передадим преподавателю.');
  expect(problems).toEqual([]);
});

test("a learner's result is stored and shown on their profile", async ({ page }) => {
  await signInByApi(page, 'student2@demo.school');
  await page.goto('/test/questions');
  await takeTest(page, ['A1', 'A2', 'B1']);
  await expect(page.getByTestId('level-test-level')).toHaveText('B1 — средний');
  await expect(page.getByText('Результат сохранён в вашем профиле.')).toBeVisible();
  await expect(page.getByTestId('lead-form')).toHaveCount(0);
  await page.getByRole('link', { name: 'Открыть профиль' }).click();
  const card = page.getByTestId('student-level-test');
  await expect(card).toContainText('Уровень: B1 — средний');
  await expect(card).toContainText('Рекомендованная программа: B1+ «Общение на работе»');
});
