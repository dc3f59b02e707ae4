import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers';
import { openAs } from './teacher-helpers';

test.describe('courses', () => {
  test('a learner sees only the courses they have, each with its lessons, access and progress', async ({ page }) => {
    const problems = watchConsole(page);
    await openAs(page, 'kid@demo.school', '/lms/courses');
    await expect(page.getByTestId('main-course-card')).toContainText('Английский язык A1–C1');
    await expect(page.getByTestId('course-card')).toHaveCount(1);
    await page.getByTestId('course-card').getByRole('link', { name: 'Английский для детей' }).click();
    await expect(page).toHaveURL(/\/lms\/courses\/kids$/);
    const lessons = page.getByTestId('course-lesson');
    await expect(lessons).toHaveCount(24);
    await expect(page.getByTestId('course-facts')).toContainText('Доступ к платформе: 1 год');
    const undone = page.locator('[data-testid="course-lesson"][data-done="false"]').first();
    const title = (await undone.locator('strong').textContent()) ?? '';
    await undone.getByRole('button', { name: 'Отметить пройденным' }).click();
    await expect(lessons.filter({ hasText: title })).toHaveAttribute('data-done', 'true');
    await page.reload();
    await expect(lessons.filter({ hasText: title })).toHaveAttribute('data-done', 'true');
    await expect(page.getByText(/Пройдено \d+%/)).toBeVisible();

    await page.goto('/lms/courses/job-interview');
    await expect(page.getByText('У вас нет доступа к этому курсу')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a teacher sees every course and the job interview lessons with their library lessons', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/courses');
    await expect(page.getByTestId('course-card')).toHaveCount(5);
    await page.goto('/lms/courses/job-interview');
    await expect(page.getByTestId('course-lesson')).toHaveCount(9);
    await expect(page.getByTestId('course-lesson').first().getByRole('link', { name: 'Материалы урока' })).toHaveAttribute('href', '/lms/lessons/Int-1');
    await expect(page.getByRole('button', { name: 'Отметить пройденным' })).toHaveCount(0);
    await page.goto('/lms/courses/kespality');
    await expect(page).toHaveURL(/\/lms\/courses\/kespality\/lessons$/);
    await expect(page.getByTestId('course-lesson')).toHaveCount(13);
  });

  test("the student's teacher sets a grammar topic's status on the Program tab; the student sees it", async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/10/program');
    const program = page.getByTestId('grammar-program');
    await expect(program.getByRole('heading', { name: 'Грамматическая программа' })).toBeVisible();
    // student2's program is B2: its level is chosen.
    await expect(program.getByLabel('Уровень')).toHaveValue('B2');
    const status = program.getByLabel('Статус темы «Causative»');
    await status.selectOption({ label: 'на языке' });
    await expect(page.getByText('Статус темы сохранён')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('grammar-program').getByLabel('Статус темы «Causative»')).toHaveValue('2');

    await page.context().clearCookies();
    await openAs(page, 'student2@demo.school', '/lms/students/10/program');
    const own = page.getByTestId('grammar-program');
    await expect(own.locator('[data-topic="2ffe4f9c-1235-4709-8309-4fef83e755b2"]')).toContainText('на языке');
    await expect(own.getByRole('combobox', { name: /Статус темы/ })).toHaveCount(0);
  });

  test('the program list shows every program with its lessons', async ({ page }) => {
    await openAs(page, 'student@demo.school', '/programs');
    await expect(page.getByTestId('program')).toHaveCount(11);
    await expect(page.locator('[data-program="B1+"]')).toContainText('B1+ — Общение на работе');
    await expect(page.locator('[data-program="B1+"]').getByRole('link', { name: 'B1-28' })).toHaveAttribute('href', '/lms/lessons/B1-28');
  });
});
