import { expect, test } from '@playwright/test';
import { signInByApi } from './helpers';

/**
 * An admin invites a student (the link read from the school's mail, no SMTP here), the student signs
 * in, and is deactivated: refused at once, on the page they had open and at the sign-in form; after
 * reactivation they sign in again. Every record stays.
 */
test('a deactivated person is refused at once and comes back when reactivated', async ({ page, browser }) => {
  const email = `deactivated.${Date.now()}@example.com`;
  const admin = await browser.newPage();
  await signInByApi(admin, 'admin@demo.school');
  await admin.goto('/lms/admin/people');
  await admin.getByTestId('invite-person').click();
  const dialog = admin.getByTestId('invite-dialog');
  await dialog.getByLabel('Имя').fill('Кирилл');
  await dialog.getByLabel('Фамилия').fill('Временный');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Телефон (необязательно)').fill('+7 900 444-55-66');
  await dialog.getByRole('button', { name: 'Отправить приглашение' }).click();
  await expect(admin.getByTestId('invitation-status')).toHaveText('Приглашение отправлено');
  const personUrl = admin.url();

  // The invitation's link, from the message the school keeps.
  await admin.goto('/lms/admin/mail');
  await admin.getByTestId('mail-row').filter({ hasText: email }).getByRole('link').click();
  const link = await admin.getByTestId('mail-text').getByRole('link').first().getAttribute('href');
  const target = new URL(link!);

  await page.goto(target.pathname + target.search);
  await page.getByLabel('Новый пароль').fill('kirill-password-2026');
  await page.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
  await expect(page).toHaveURL(/\/lms\/dashboard$/);

  // Deactivated: the open page loses its session at the next step, the form refuses the password.
  await admin.goto(personUrl);
  await admin.getByTestId('person-access').getByRole('button', { name: 'Отключить' }).click();
  await admin.getByRole('dialog', { name: 'Отключить учётную запись?' }).getByRole('button', { name: 'Отключить' }).click();
  await expect(admin.getByTestId('person-access')).toContainText('Учётная запись отключена: войти нельзя, все записи сохранены.');
  await page.goto('/lms/settings');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль').fill('kirill-password-2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Учётная запись отключена. Обратитесь в школу.');

  // Reactivated: the same password works again.
  await admin.getByTestId('person-access').getByRole('button', { name: 'Включить' }).click();
  await expect(admin.getByTestId('person-access')).toContainText('Учётная запись активна.');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/lms\/settings$/);
  await admin.close();
});
