import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
