import { expect, test } from '@playwright/test';
import { signIn, watchConsole } from './helpers';

/** Where each demo account lands after signing in, and what the page is. */
const landings: { email: string; path: string; module: RegExp | null }[] = [
  { email: 'teacher@demo.school', path: '/lms/dashboard', module: /mfe_teacher\/TeacherHome/ },
  { email: 'seller@demo.school', path: '/lms/dashboard', module: /mfe_teacher\/TeacherHome/ },
  { email: 'apprentice@demo.school', path: '/lms/dashboard', module: /mfe_teacher\/TeacherHome/ },
  { email: 'newteacher@demo.school', path: '/lms/teacher-legal-offers-to-accept', module: null },
  { email: 'admin@demo.school', path: '/lms/dashboard', module: /mfe_teacher\/TeacherHome/ },
  { email: 'manager@demo.school', path: '/lms/dashboard', module: /mfe_teacher\/TeacherHome/ },
  { email: 'hr@demo.school', path: '/lms/dashboard', module: /mfe_company\/HrHome/ },
  { email: 'student@demo.school', path: '/lms/dashboard', module: /mfe_commerce\/DashboardPage/ },
  { email: 'student2@demo.school', path: '/lms/dashboard', module: /mfe_commerce\/DashboardPage/ },
  { email: 'kid@demo.school', path: '/lms/dashboard', module: /mfe_commerce\/DashboardPage/ },
  { email: 'teen@demo.school', path: '/lms/dashboard', module: /mfe_commerce\/DashboardPage/ },
  { email: 'newstudent@demo.school', path: '/lms/dashboard', module: /mfe_commerce\/DashboardPage/ },
  { email: 'nodata@demo.school', path: '/lms/personal-data', module: null },
];

for (const { email, path, module } of landings) {
  test(`${email} lands on ${path}`, async ({ page }) => {
    const problems = watchConsole(page);
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    if (module) {
      await expect(page.locator('main [data-remote]').first()).toHaveAttribute('data-remote', module);
    }
    await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('the sign-in page lists the demo accounts and fills one in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Демо-аккаунты' })).toBeVisible();
  await page.getByRole('button', { name: /admin@demo\.school/ }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue('admin@demo.school');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
});

test('wrong password shows the server message and keeps the e-mail', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('student@demo.school');
  await page.getByLabel('Пароль').fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный e-mail или пароль');
  await expect(page.getByLabel('E-mail')).toHaveValue('student@demo.school');
});

test('empty fields are explained before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Обязательное поле')).toBeVisible();
  await expect(page.getByText('Введите пароль')).toBeVisible();
});

test('an unauthenticated deep link returns to its page after sign-in', async ({ page }) => {
  await page.goto('/lms/settings?from=mail');
  await expect(page).toHaveURL(/\/login\?redirect_path=%2Flms%2Fsettings%3Ffrom%3Dmail$/);
  await page.getByLabel('E-mail').fill('student@demo.school');
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/lms\/settings\?from=mail$/);
  await expect(page.getByRole('heading', { name: 'Настройки профиля' })).toBeVisible();
});

test('the dashboard and root add no redirect_path', async ({ page }) => {
  await page.goto('/lms/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in visitor of /login goes to redirect_path or the dashboard', async ({ page }) => {
  await signIn(page, 'student@demo.school');
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  await page.goto('/login?redirect_path=%2Flms%2Fsettings');
  await expect(page).toHaveURL(/\/lms\/settings$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  await page.goto('/login?redirect_path=%2F%2Fevil.example');
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
});

test('logout ends the session', async ({ page }) => {
  await signIn(page, 'student@demo.school');
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('link', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/lms/settings');
  await expect(page).toHaveURL(/\/login\?redirect_path=/);
});
