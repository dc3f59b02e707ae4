import { expect, test } from '@playwright/test';
import { signIn, signInByApi } from './helpers';

test('a role mismatch goes to the dashboard', async ({ page }) => {
  await signInByApi(page, 'student@demo.school');
  await page.goto('/lms/methodology');
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  await page.goto('/lms/admin/error-reports');
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
});

test('a teacher cannot open learner-only pages', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/dictionary');
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
});

test('a teacher with an offer to accept is held on the offer page', async ({ page }) => {
  await signIn(page, 'newteacher@demo.school');
  await expect(page).toHaveURL(/\/lms\/teacher-legal-offers-to-accept$/);
  for (const path of ['/lms/dashboard', '/lms/settings', '/lms/students/9']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/lms\/teacher-legal-offers-to-accept$/);
  }
});

test('a user without personal data fills them in and goes on', async ({ page }) => {
  await signIn(page, 'signup@demo.school');
  await expect(page).toHaveURL(/\/lms\/personal-data$/);
  await page.goto('/lms/pay');
  await expect(page).toHaveURL(/\/lms\/personal-data$/);

  await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  await expect(page.getByText('Укажите имя')).toBeVisible();
  await expect(page).toHaveURL(/\/lms\/personal-data$/);

  await page.getByLabel('Имя').fill('Мария');
  await page.getByLabel('Фамилия').fill('Новикова');
  await page.getByLabel('Телефон').fill('12');
  await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  await expect(page.getByText('Введите телефон в формате +7 999 123-45-67')).toBeVisible();

  await page.getByLabel('Телефон').fill('+7 912 345-67-89');
  await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  await page.goto('/lms/pay');
  await expect(page).toHaveURL(/\/lms\/pay$/);
});

test.describe('not-found page', () => {
  test('a visitor is offered the free lesson and a grey way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Такой страницы не существует' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Записаться на бесплатный урок' })).toHaveAttribute('href', '/introductory-lesson');
    const home = page.getByTestId('not-found-home');
    await expect(home).toHaveAttribute('href', '/');
    await expect(home).toHaveClass(/sc-button--grey/);
  });

  test('a signed-in user gets a blue way back to the dashboard from /lms paths', async ({ page }) => {
    await signInByApi(page, 'student@demo.school');
    await page.goto('/lms/no-such-page');
    await expect(page.getByRole('heading', { name: 'Такой страницы не существует' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Записаться на бесплатный урок' })).toHaveCount(0);
    const home = page.getByTestId('not-found-home');
    await expect(home).toHaveAttribute('href', '/lms/dashboard');
    await expect(home).toHaveClass(/sc-button--primary/);
    await page.goto('/somewhere-else');
    await expect(page.getByTestId('not-found-home')).toHaveAttribute('href', '/');
  });
});

test('a placeholder page comes from the remote that owns the route', async ({ page }) => {
  await signInByApi(page, 'student@demo.school');
  await page.goto('/lms/courses/it');
  await expect(page.locator('main [data-remote]').first()).toHaveAttribute('data-remote', 'mfe_learner/CoursesPage');
  // The commerce remote's route shows its real page now.
  await page.goto('/lms/referral');
  await expect(page.getByTestId('referral-page')).toBeVisible();
});

test('a failing session call shows the session error', async ({ page }) => {
  // The page normally carries its session; without it the app asks /api/auth/session, which fails here.
  await page.route('**/lms/settings', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script id="school-session"[^>]*>.*?<\/script>/, '');
    await route.fulfill({ response, body });
  });
  await page.route('**/api/auth/session', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[]}' }));
  await page.goto('/lms/settings');
  await expect(page.getByText('Что-то пошло не так. Пожалуйста, попробуйте позже.')).toBeVisible({ timeout: 15_000 });
});
