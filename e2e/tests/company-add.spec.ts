import { expect, test } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';

test('adding a company: messages, a duplicate refused by the server, a trimmed name', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'manager@demo.school');
  await page.goto('/lms/user-groups');
  await page.getByRole('button', { name: 'Добавить компанию' }).click();

  const modal = page.getByRole('dialog', { name: 'Новая компания' });
  await expect(modal).toBeVisible();
  expect((await modal.boundingBox())?.width).toBe(520);
  const name = modal.getByLabel('Название компании');
  const submit = modal.getByRole('button', { name: 'Добавить' });
  await expect(name).toBeFocused();
  await expect(submit).toBeDisabled();

  await name.fill('Я');
  await expect(modal.getByText('Название слишком короткое')).toBeVisible();
  await expect(submit).toBeDisabled();
  await name.fill('   ');
  await expect(modal.getByText('Обязательное поле')).toBeVisible();
  await expect(submit).toBeDisabled();

  await name.fill('  альфа ТЕХНОЛОГИИ ');
  await submit.click();
  await expect(modal.getByText('Компания с таким названием уже существует')).toBeVisible();
  await expect(name).toHaveValue('  альфа ТЕХНОЛОГИИ ');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();

  await name.fill('   Лямбда   Консалтинг  ');
  await expect(modal.getByText('Компания с таким названием уже существует')).toHaveCount(0);
  await submit.click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/lms\/user-groups\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Лямбда Консалтинг' })).toBeVisible();
  await expect(page.getByTestId('company-panel').getByRole('link', { name: 'Лямбда Консалтинг' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('В компании пока нет учеников.')).toBeVisible();
  // The browser itself logs the refused duplicate (409); the page handles it.
  expect(problems.filter((p) => !p.includes('409'))).toEqual([]);
});

test('the add-company modal takes the full width under 767 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInByApi(page, 'admin@demo.school');
  await page.goto('/lms/user-groups');
  await page.getByRole('button', { name: 'Добавить компанию' }).click();
  const modal = page.getByRole('dialog', { name: 'Новая компания' });
  await expect(modal).toBeVisible();
  expect((await modal.boundingBox())?.width).toBe(375);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});
