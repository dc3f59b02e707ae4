import { expect, test, type Browser, type Page } from '@playwright/test';
import { linkIn, prepareSchool, startSchool, startTestSmtpServer, type School, type TestSmtpServer } from './school-process';

/**
 * «Забыли пароль?» with a real SMTP server: the same answer for any address, a link that sets a new
 * password once and signs in, and every older session of the person ended.
 */

let smtp: TestSmtpServer;
let school: School;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtpServer();
  school = await startSchool(await prepareSchool({ SEED_DEMO: 'true', SMTP_URL: smtp.url, MAIL_FROM: '"Онлайн-школа" <school@school.test>' }));
});

test.afterAll(async () => {
  await school?.stop();
  await smtp?.close();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: school.url, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  return context.newPage();
}

async function requestReset(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Прислать ссылку' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText(`Если ${email} зарегистрирован в школе, мы отправили на него письмо со ссылкой.`);
}

test('a forgotten password is set again through a one-time link; old sessions end', async ({ browser }) => {
  // Signed in on another device before.
  const old = await newPage(browser);
  await old.request.post('/api/auth/login', { data: { email: 'student2@demo.school', password: 'demo' } });
  await old.goto('/lms/settings');
  await expect(old.getByRole('heading', { name: 'Настройки профиля' })).toBeVisible();

  // An unknown address gets the very same answer (and no message).
  const page = await newPage(browser);
  await requestReset(page, 'nobody.here@school.test');
  await requestReset(page, 'student2@demo.school');

  const mail = await smtp.waitFor('student2@demo.school');
  expect(mail.subject).toBe('Восстановление пароля');
  expect(mail.text).toContain('Ссылка действует 1 час');
  const link = linkIn(mail, school.url);
  await page.goto(link);
  await expect(page.getByTestId('set-password-form')).toContainText('Придумайте пароль для входа с адресом student2@demo.school.');
  await page.getByLabel('Новый пароль').fill('a-new-password-2026');
  await page.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
  await expect(page).toHaveURL(/\/lms\/dashboard$/);

  // The other session has ended.
  await old.reload();
  await expect(old).toHaveURL(/\/login/);

  // The link works once.
  const again = await newPage(browser);
  await again.goto(link);
  await expect(again.getByTestId('link-failed')).toContainText('Эта ссылка уже использована. Если нужно, запросите новую.');

  // The new password signs in; no message went to the unknown address.
  await again.goto('/login');
  await again.getByLabel('E-mail').fill('student2@demo.school');
  await again.getByLabel('Пароль').fill('a-new-password-2026');
  await again.getByRole('button', { name: 'Войти' }).click();
  await expect(again).toHaveURL(/\/lms\/dashboard$/);
  expect(smtp.received.filter((m) => m.to === 'nobody.here@school.test')).toEqual([]);
});
