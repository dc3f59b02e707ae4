import { expect, test } from '@playwright/test';
import { failFirstRequest } from './helpers';
import { openAs } from './teacher-helpers';

test('a selling teacher activates a new student: the plan is required, a failure is reported, then it succeeds', async ({ page }) => {
  await openAs(page, 'seller@demo.school', '/lms/students/13');
  await expect(page.getByRole('heading', { level: 1, name: 'Николай Новичков' })).toBeVisible();
  await expect(page.getByTestId('student-profile')).toContainText('Ученик ещё не активирован');
  await page.getByRole('button', { name: 'Активировать ученика' }).click();
  const modal = page.getByTestId('activate-student-modal');
  const plan = modal.getByLabel('План занятий');
  await plan.selectOption('');

  // Without a plan: the spec's message, nothing sent.
  let sent = 0;
  page.on('request', (r) => r.url().includes('students.updateStudent') && sent++);
  await modal.getByRole('button', { name: 'Активировать' }).click();
  await expect(modal.getByText('Выберите, пожалуйста, план занятий')).toBeVisible();
  expect(sent).toBe(0);

  // A failure of the server.
  await plan.selectOption({ label: 'Уроки по 25 минут' });
  await failFirstRequest(page, '**/api/data/students.updateStudent');
  await modal.getByRole('button', { name: 'Активировать' }).click();
  await expect(page.locator('.sc-toast--error')).toContainText('Ошибка! Попробуйте позднее...');
  await expect(modal).toBeVisible();

  // With a plan: activated now.
  await modal.getByRole('button', { name: 'Активировать' }).click();
  await expect(page.getByText('Ученик успешно активирован!')).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Активировать ученика' })).toHaveCount(0);
  await expect(page.getByTestId('student-plan')).toHaveText('Уроки по 25 минут');
  await expect(page.getByTestId('student-profile')).not.toContainText('Ученик ещё не активирован');
});

test('a teacher who does not sell never sees the activate button', async ({ page }) => {
  await openAs(page, 'teacher@demo.school', '/lms/students/9');
  await expect(page.getByTestId('student-profile')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Активировать ученика' })).toHaveCount(0);
});
