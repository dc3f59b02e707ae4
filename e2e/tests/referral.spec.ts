import { expect, test } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';
import { bookIntroLesson, uniquePhone } from './landing-helpers';

test('a learner copies the invitation link; a friend who follows it appears on the list', async ({ page, context, browser, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const problems = watchConsole(page);
  await signInByApi(page, 'student@demo.school');
  await page.goto('/lms/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Пригласите друга' })).toBeVisible();
  await expect(page.getByText('Когда друг купит пакет от 16 уроков, вы получите 10 бесплатных уроков, а друг — 5.')).toBeVisible();
  const link = `${baseURL}/introductory-lesson?ref=STUDENT9`;
  await expect(page.getByTestId('referral-link')).toHaveValue(link);

  await page.getByRole('button', { name: 'Скопировать ссылку' }).click();
  await expect(page.getByText('Ссылка скопирована')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The hint explains when the bonus comes.
  await page.getByRole('button', { name: 'Когда начислят уроки?' }).click();
  await expect(page.getByRole('dialog', { name: 'Бонус за друга' })).toContainText('Бонус начисляется один раз за каждого друга.');
  await page.getByRole('button', { name: 'Понятно' }).click();
  await expect(page.getByRole('dialog', { name: 'Бонус за друга' })).toHaveCount(0);
  expect(problems).toEqual([]);

  const friend = await browser.newPage();
  await friend.goto(link);
  await expect(friend.getByText('Вы пришли по приглашению друга')).toBeVisible();
  await bookIntroLesson(friend, { name: 'Павел Друзьев', phone: uniquePhone(), ageGroup: 'Взрослый' });
  await expect(friend.getByRole('heading', { name: 'Спасибо, заявка принята!' })).toBeVisible();
  await friend.close();

  await page.reload();
  const invited = page.getByTestId('referral-friend').filter({ hasText: 'Павел Друзьев' });
  await expect(invited).toContainText('Заявка на вводный урок отправлена');
});

test("another learner's friends stay private", async ({ page }) => {
  await signInByApi(page, 'student2@demo.school');
  const response = await page.request.get(`/api/data/referrals.get?input=${encodeURIComponent(JSON.stringify({ studentId: 9 }))}`);
  expect(response.status()).toBe(403);
});
