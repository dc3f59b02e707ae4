import { expect, test } from '@playwright/test';
import { signIn, watchConsole } from './helpers';

test('smoke', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, 'student@demo.school');
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  await expect(page.getByTestId('placeholder-page')).toBeVisible();
  expect(problems).toEqual([]);
});
