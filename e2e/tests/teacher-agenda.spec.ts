import { expect, test } from '@playwright/test';
import { signInByApi } from './helpers';

/** The teacher home shows today's and this week's lessons, single and group, in the reader's zone. */
test('the teacher home shows today’s and this week’s lessons as an agenda', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  // A lesson of the demo group in 30 minutes (today, unless the day ends first).
  const at = new Date(Date.now() + 30 * 60_000);
  const created = await page.request.post('/api/server/student_groups/1/appointments', { data: { date: at.toISOString() } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto('/lms/dashboard');
  const agenda = page.getByTestId('teacher-agenda');
  await expect(agenda.getByRole('heading', { name: 'Расписание' })).toBeVisible();
  await expect(agenda.getByRole('heading', { name: 'Сегодня' })).toBeVisible();
  await expect(agenda.getByRole('heading', { name: 'На этой неделе' })).toBeVisible();
  const moscowDay = (d: Date) => new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short' }).format(d);
  const row = agenda.locator(`[data-lesson-id="${id}"]`);
  if (moscowDay(at) === moscowDay(new Date())) {
    await expect(agenda.getByTestId('agenda-today').locator(`[data-lesson-id="${id}"]`)).toBeVisible();
    const time = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
    await expect(row).toContainText(time);
    await expect(row.getByRole('link', { name: 'Альфа: английский для разработчиков' })).toHaveAttribute('href', '/lms/student-groups/1');
  }
  await page.request.delete(`/api/server/student_groups/1/appointments/${id}`);
});
