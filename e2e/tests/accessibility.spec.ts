import { expect, test } from '@playwright/test';
import { seriousViolations } from './accessibility-helpers';
import { signInByApi } from './helpers';

test('the sign-in page has no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Демо-аккаунты' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the signed-in layout has no serious accessibility problems', async ({ page }) => {
  await signInByApi(page, 'student@demo.school');
  await page.goto('/lms/settings');
  await expect(page.getByRole('heading', { name: 'Настройки профиля' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the teacher layout with its sidebar has no serious accessibility problems', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/settings');
  await expect(page.getByTestId('teacher-sidebar')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
