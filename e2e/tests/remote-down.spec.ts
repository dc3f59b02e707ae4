import { expect, test } from '@playwright/test';
import { DOWN_PORT, MOVED_PORT } from '../playwright.config';
import { signInByApi } from './helpers';

// This server's manifest points the company remote at an address where nothing answers, and the
// learner remote at a server of its own (moved without rebuilding the host).
test.use({ baseURL: `http://localhost:${DOWN_PORT}` });

test('an unreachable remote shows a message inside the layout and the rest keeps working', async ({ page }) => {
  await signInByApi(page, 'manager@demo.school');
  await page.goto('/lms/user-groups');
  const unavailable = page.getByTestId('remote-unavailable');
  await expect(unavailable).toBeVisible();
  await expect(unavailable.getByRole('heading', { name: 'Раздел временно недоступен' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();

  // Retrying tries the remote again and still fails gracefully.
  await unavailable.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();

  // Other sections, from other remotes, still open; the learner remote now comes from elsewhere.
  const fromMovedRemote = page.waitForRequest((request) => request.url().startsWith(`http://localhost:${MOVED_PORT}/`));
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Уроки' }).click();
  await fromMovedRemote;
  await expect(page).toHaveURL(/\/lms\/lessons$/);
  await expect(page.locator('main [data-remote]')).toHaveAttribute('data-remote', 'mfe_learner/LessonsPage');
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});
