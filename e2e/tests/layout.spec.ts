import { expect, test } from '@playwright/test';
import { signInByApi } from './helpers';

test('the header leads to the learner sections', async ({ page }) => {
  await signInByApi(page, 'student@demo.school');
  await page.goto('/lms/dashboard');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Купить уроки' }).click();
  await expect(page).toHaveURL(/\/lms\/pay$/);
  await header.getByRole('link', { name: 'Пригласить друга' }).click();
  await expect(page).toHaveURL(/\/lms\/referral$/);
  await page.getByRole('banner').getByRole('link', { name: 'Онлайн-школа английского' }).click();
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Онлайн-школа английского`);
  await expect(footer.getByRole('link', { name: 'Договор-оферта' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toBeVisible();
});

test('teachers get their menu and the 320 px sidebar', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/dashboard');
  await expect(page.getByRole('navigation', { name: 'Меню преподавателя' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Купить уроки' })).toHaveCount(0);
  const sidebar = page.getByTestId('teacher-sidebar');
  await expect(sidebar).toBeVisible();
  expect((await sidebar.boundingBox())?.width).toBe(320);
});

test('the avatar menu opens with the keyboard and closes with Escape', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/dashboard');
  const avatar = page.getByRole('button', { name: 'Меню профиля' });
  await avatar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Настройки профиля' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Методика' }).last()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Настройки профиля' })).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menus move into the burger', async ({ page }) => {
    await signInByApi(page, 'teacher@demo.school');
    await page.goto('/lms/dashboard');
    await expect(page.getByTestId('teacher-sidebar')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeHidden();
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const drawer = page.getByRole('dialog', { name: 'Основное меню' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Настройки профиля' }).click();
    await expect(page).toHaveURL(/\/lms\/settings$/);
    await expect(drawer).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

test('profile settings are saved and a wrong current password is explained', async ({ page }) => {
  await signInByApi(page, 'kid@demo.school');
  await page.goto('/lms/settings');
  await page.getByLabel('Мессенджер (Skype, Telegram)').fill('@misha_learns');
  await page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Мессенджер (Skype, Telegram)')).toHaveValue('@misha_learns');

  await page.getByLabel('Текущий пароль').fill('not-my-password');
  await page.getByLabel('Новый пароль').fill('a-new-password');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Текущий пароль указан неверно')).toBeVisible();
  await expect(page.getByLabel('Новый пароль')).toHaveValue('a-new-password');
});
