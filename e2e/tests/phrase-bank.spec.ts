import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers';
import { openAs } from './teacher-helpers';

test.describe('phrase bank', () => {
  test('the search finds a phrase by its Russian text, with links to its lesson and grammar topic', async ({ page }) => {
    const problems = watchConsole(page);
    await openAs(page, 'student@demo.school', '/lms/phrases');
    await expect(page.getByRole('heading', { level: 1, name: 'Банк фраз' })).toBeVisible();
    await expect(page.getByText('89 фраз')).toBeVisible();
    await page.getByLabel('Поиск по фразам').fill('Приятно познакомиться');
    const found = page.getByTestId('phrase').filter({ hasText: 'Nice to meet you.' });
    await expect(found).toHaveCount(1);
    await expect(found).toContainText('Приятно познакомиться.');
    await expect(found.getByRole('link', { name: 'Урок A1-1' })).toHaveAttribute('href', '/lms/lessons/A1-1');
    await found.getByRole('link', { name: 'Verb to be' }).click();
    await expect(page.getByTestId('grammar-topic-view')).toContainText('Глагол to be');
    await expect(page.getByTestId('phrase').filter({ hasText: 'Nice to meet you.' })).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('practice of a lesson checks a typed translation', async ({ page }) => {
    await openAs(page, 'student@demo.school', '/lms/phrases?level=A1&lesson=A1-1');
    await page.getByRole('link', { name: 'Тренировать урок A1-1' }).click();
    await expect(page.getByTestId('practice')).toContainText('Фраза 1 из');
    await expect(page.getByTestId('practice')).toContainText('Привет! Меня зовут Анна.');
    await page.getByLabel('Ваш перевод').fill('hi my name is anna');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await expect(page.getByText('Верно!')).toBeVisible();
    await page.getByRole('button', { name: 'Следующая фраза' }).click();
    await page.getByLabel('Ваш перевод').fill('nice to see you');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await expect(page.getByText('Не совсем. Попробуйте ещё раз или посмотрите ответ.')).toBeVisible();
    await page.getByRole('button', { name: 'Не знаю, покажите ответ' }).click();
    await expect(page.getByText('Правильный ответ: Nice to meet you.')).toBeVisible();
  });

  test('is linked from the main menu and from the lessons it belongs to; a full form of a contraction is right', async ({ page }) => {
    await openAs(page, 'student@demo.school', '/lms/lessons/A1-18');
    await page.getByTestId('lesson-phrases-link').click();
    await expect(page).toHaveURL(/\/lms\/phrases\?level=A1&lesson=A1-18$/);
    await expect(page.getByTestId('phrase').filter({ hasText: "It's raining, take an umbrella." })).toHaveCount(1);
    await page.getByRole('link', { name: 'Тренировать урок A1-18' }).click();
    for (let i = 0; i < 10; i++) {
      const prompt = await page.getByTestId('practice').textContent();
      if (prompt?.includes('Идёт дождь, возьми зонт.')) break;
      await page.getByRole('button', { name: 'Не знаю, покажите ответ' }).click();
      await page.getByRole('button', { name: 'Следующая фраза' }).click();
    }
    await page.getByLabel('Ваш перевод').fill('It is raining, take an umbrella');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await expect(page.getByText('Верно!')).toBeVisible();

    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Банк фраз' }).click();
    await expect(page).toHaveURL(/\/lms\/phrases$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Банк фраз' })).toBeVisible();
  });
});
