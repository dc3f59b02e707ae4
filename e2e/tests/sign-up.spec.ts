import { expect, test } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';

/**
 * A learner signs up with a promo code from a landing page: the session keeps the promo code and
 * where they came from, the address must be confirmed before paying, and the confirmation link comes
 * in a message an admin can read at /lms/admin/mail (this school has no SMTP server).
 */
test('a learner signs up with a promo code, may not pay until the address is confirmed, and confirms it from the message', async ({ page, browser }) => {
  const problems = watchConsole(page);
  const email = `signup.${Date.now()}@example.com`;

  await page.goto('/login?promocode=SPRING-2026&from=%2Fkids');
  await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/signup\?promocode=SPRING-2026&from=%2Fkids$/);
  await expect(page.getByText('Промокод SPRING-2026 будет применён к вашему кабинету.')).toBeVisible();

  const form = page.getByTestId('signup-form');
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(form.getByText('Нужно согласие с офертой и политикой конфиденциальности')).toBeVisible();
  await form.getByLabel('Имя').fill('Полина');
  await form.getByLabel('Фамилия').fill('Новикова');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Телефон').fill('+7 900 765-43-21');
  await form.getByLabel('Пароль').fill('short');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(form.getByText('Пароль должен быть не короче 8 символов')).toBeVisible();
  await form.getByLabel('Пароль').fill('polina-learns-2026');
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click();

  // Signed in at once; the session keeps the promo code and the landing page.
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  const { user } = (await (await page.request.get('/api/auth/session')).json()) as {
    user: { email: string; emailConfirmed: boolean; signupData: { hostname: string; promocode: string | null } };
  };
  expect(user).toMatchObject({ email, emailConfirmed: false, signupData: { hostname: 'localhost/kids', promocode: 'SPRING-2026' } });
  const banner = page.getByTestId('email-confirmation-banner');
  await expect(banner).toContainText(`Подтвердите e-mail: мы отправили ссылку на ${email}`);

  // No payment before the address is confirmed.
  const refused = await page.request.post('/api/data/payments.create', { data: { type: 'acquiring', transactionTypeId: '50m_v4-16', comment: 'PayForm' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
    'Подтвердите e-mail, чтобы оплатить уроки: ссылка в письме, которое мы отправили при регистрации.',
  );

  // Without SMTP the message waits in the database; an admin reads it, links working.
  const admin = await browser.newPage();
  await signInByApi(admin, 'admin@demo.school');
  await admin.goto('/lms/admin/mail');
  await admin.getByLabel('Поиск по адресу или теме').fill(email);
  const row = admin.getByTestId('mail-row').filter({ hasText: email });
  await expect(row).toContainText('Подтвердите e-mail');
  await expect(row).toContainText('Хранится (без SMTP)');
  await row.getByRole('link', { name: 'Подтвердите e-mail' }).click();
  await expect(admin.getByTestId('mail-to')).toHaveText(email);
  await expect(admin.frameLocator('[data-testid="mail-html"]').getByText('Здравствуйте, Полина!')).toBeVisible();
  const link = await admin.getByTestId('mail-text').getByRole('link').first().getAttribute('href');
  expect(link).toMatch(/^http:\/\/localhost:\d+\/confirm-email\?token=[A-Za-z0-9_-]{43}$/);
  await admin.close();

  // The learner opens the link (on this school's address) and may pay from now on.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByTestId('confirm-email')).toContainText(`Адрес ${email} подтверждён. Спасибо!`);
  await page.getByRole('link', { name: 'Перейти в личный кабинет' }).click();
  await expect(page.getByTestId('email-confirmation-banner')).toHaveCount(0);
  expect(problems).toEqual([]);
});
