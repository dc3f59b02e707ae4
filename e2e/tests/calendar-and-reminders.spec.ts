import { expect, test } from '@playwright/test';
import { signInByApi } from './helpers';

/** /lms/settings: reminders on by default and kept per user; a private calendar address to copy, add and change. */
test('a teacher adds the lessons to a calendar and changes the address; the old one stops', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/settings');
  const calendar = page.getByTestId('calendar-settings');
  await expect(calendar.getByRole('heading', { name: 'Уроки в вашем календаре' })).toBeVisible();
  const address = await calendar.getByTestId('calendar-address').inputValue();
  expect(address).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(calendar.getByTestId('calendar-apple')).toHaveAttribute('href', address.replace(/^http:/, 'webcal:'));
  await expect(calendar.getByTestId('calendar-google')).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(address.replace(/^http:/, 'webcal:'))}`,
  );

  await calendar.getByRole('button', { name: 'Скопировать ссылку' }).click();
  await expect(page.getByText('Ссылка скопирована')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  // The feed answers a calendar app without a session.
  const feed = await page.request.get(address, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VEVENT');

  await calendar.getByRole('button', { name: 'Сменить ссылку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сменить ссылку на календарь?' });
  await dialog.getByRole('button', { name: 'Сменить ссылку' }).click();
  await expect(page.getByText('Ссылка изменена. Старая больше не работает.')).toBeVisible();
  await expect(calendar.getByTestId('calendar-address')).not.toHaveValue(address);
  const fresh = await calendar.getByTestId('calendar-address').inputValue();
  expect((await page.request.get(address)).status()).toBe(404);
  expect((await page.request.get(fresh)).status()).toBe(200);
});

test('a student turns the 1-hour reminder off and it stays off', async ({ page }) => {
  await signInByApi(page, 'teen@demo.school');
  await page.goto('/lms/settings');
  const reminders = page.getByTestId('reminder-settings');
  const hour = reminders.getByRole('checkbox', { name: 'За 1 час до урока' });
  const day = reminders.getByRole('checkbox', { name: 'За 24 часа до урока' });
  await expect(day).toBeChecked();
  await expect(reminders).toContainText('Часовой пояс: Europe/Moscow');
  const save = reminders.getByRole('button', { name: 'Сохранить' });
  await expect(save).toBeDisabled();
  await hour.setChecked(!(await hour.isChecked()));
  const wanted = await hour.isChecked();
  await save.click();
  await expect(page.getByText('Настройки напоминаний сохранены')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('reminder-settings').getByRole('checkbox', { name: 'За 1 час до урока' })).toBeChecked({ checked: wanted });
});

test('HR users and admins have no lesson settings', async ({ page }) => {
  await signInByApi(page, 'hr@demo.school');
  await page.goto('/lms/settings');
  await expect(page.getByRole('heading', { name: 'Настройки профиля' })).toBeVisible();
  await expect(page.getByTestId('calendar-settings')).toHaveCount(0);
  await expect(page.getByTestId('reminder-settings')).toHaveCount(0);
});
