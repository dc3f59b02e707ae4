import { expect, test } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test('on a phone a dropdown switches company and keeps the page', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'admin@demo.school');
  await page.goto('/lms/user-groups/1/groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Альфа Технологии' })).toBeVisible();
  await expect(page.getByTestId('company-panel')).toHaveCount(0);

  const select = page.getByTestId('company-dropdown').getByLabel('Компания');
  await expect(select).toBeVisible();
  await expect(select.locator('option:checked')).toHaveText('Альфа Технологии');
  await select.selectOption({ label: 'Дельта Логистика' });
  await expect(page).toHaveURL(/\/lms\/user-groups\/4\/groups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Дельта Логистика' })).toBeVisible();
  await expect(select.locator('option:checked')).toHaveText('Дельта Логистика');

  // Nothing sticks out sideways on a 375 px screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});
