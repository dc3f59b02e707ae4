import { expect, test, type Browser, type Page } from '@playwright/test';
import { linkIn, prepareSchool, startSchool, startTestSmtpServer, type School, type TestSmtpServer } from './school-process';

/**
 * The mail server refuses for a while: the message waits in the outbox (admins see it queued, with
 * its attempts and the server's answer), is tried again with back-off, and goes out once when the
 * server is back; its link still works.
 */

let smtp: TestSmtpServer;
let school: School;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtpServer();
  smtp.refusing = true;
  school = await startSchool(await prepareSchool({ SEED_DEMO: 'true', SMTP_URL: smtp.url, MAIL_RETRY_DELAY_S: '1' }));
});

test.afterAll(async () => {
  await school?.stop();
  await smtp?.close();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: school.url, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  return context.newPage();
}

test('a message survives an SMTP server that refuses for a while and goes out once', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill('kid@demo.school');
  await page.getByRole('button', { name: 'Прислать ссылку' }).click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  await expect.poll(() => smtp.refused, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

  // The admin sees it waiting, with its attempts and the server's answer.
  const admin = await newPage(browser);
  await admin.request.post('/api/auth/login', { data: { email: 'admin@demo.school', password: 'demo' } });
  await admin.goto('/lms/admin/mail');
  const row = admin.getByTestId('mail-row').filter({ hasText: 'kid@demo.school' });
  await expect(row).toContainText('В очереди');
  await row.getByRole('link', { name: 'Восстановление пароля' }).click();
  await expect(admin.getByTestId('admin-mail-message')).toContainText(/Попыток отправки: \d+/);
  await expect(admin.getByTestId('admin-mail-message')).toContainText('421');

  // The server is back: the message goes out once, its link works.
  smtp.refusing = false;
  const mail = await smtp.waitFor('kid@demo.school', undefined, 90_000);
  await page.goto(linkIn(mail, school.url));
  await page.getByLabel('Новый пароль').fill('kid-password-after-outage');
  await page.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
  await expect(page).toHaveURL(/\/lms\/dashboard$/);

  await admin.goto('/lms/admin/mail');
  await expect(admin.getByTestId('mail-row').filter({ hasText: 'kid@demo.school' })).toContainText('Отправлено');
  await admin.waitForTimeout(3_000);
  expect(smtp.received.filter((m) => m.to === 'kid@demo.school')).toHaveLength(1);
});
