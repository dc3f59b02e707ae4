import { expect, test } from '@playwright/test';
import { signInByApi } from './helpers';

/** No typed word lost: leaving asks first, a failed save keeps the input and offers a retry. */

test('the back button asks before a half-written report is left', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/dashboard');
  // Into the student page inside the app, so that Back stays in the app too.
  await page.getByTestId('teacher-sidebar').getByRole('link', { name: 'Дмитрий Учеников' }).click();
  await expect(page).toHaveURL(/\/lms\/students\/9$/);
  await page
    .getByTestId('add-report')
    .getByRole('button', { name: /Добавить (ещё один )?отчёт/ })
    .click();
  const form = page.getByTestId('new-report-dialog');
  await form.getByLabel('Тема урока').fill('Conditionals: second and third');

  await page.goBack();
  const question = page.getByRole('dialog', { name: 'Уйти со страницы?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Остаться' }).click();
  await expect(page).toHaveURL(/\/lms\/students\/9$/);
  await expect(form.getByLabel('Тема урока')).toHaveValue('Conditionals: second and third');

  await page.goBack();
  await page.getByRole('dialog', { name: 'Уйти со страницы?' }).getByRole('button', { name: 'Уйти' }).click();
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
});

test('the student profile editor asks before closing and before the tab is closed', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/students/9');
  await page.getByRole('button', { name: 'Редактировать профиль' }).click();
  const modal = page.getByTestId('edit-profile-modal');
  await modal.getByLabel('О себе').fill('Готовится к собеседованию в международную компанию.');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Закрыть без сохранения?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Остаться' }).click();
  await expect(modal.getByLabel('О себе')).toHaveValue('Готовится к собеседованию в международную компанию.');

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('a link out of a changed next-lesson form asks first', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/students/9');
  const block = page.getByTestId('next-lesson');
  await block.getByRole('button', { name: 'Изменить' }).click();
  await block.getByLabel('Время').fill('18:45');
  await page.getByTestId('teacher-sidebar').getByRole('link', { name: 'Методика' }).click();
  const question = page.getByRole('dialog', { name: 'Уйти со страницы?' });
  await question.getByRole('button', { name: 'Остаться' }).click();
  await expect(page).toHaveURL(/\/lms\/students\/9$/);
  await expect(block.getByLabel('Время')).toHaveValue('18:45');
});

test('a failed new company keeps its name and is sent again with «Повторить»', async ({ page }) => {
  await signInByApi(page, 'manager@demo.school');
  await page.goto('/lms/user-groups');
  await page.getByRole('button', { name: 'Добавить компанию' }).click();
  const modal = page.getByTestId('add-company-modal');
  const name = `Омега Обучение ${Date.now() % 100_000}`;
  await modal.getByLabel('Название компании').fill(name);
  await page.route('**/api/server/user_groups', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[]}' }) : route.fallback(),
  );
  await modal.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText('Ошибка! Пожалуйста, попробуйте позже. Ошибка = 503.');
  await expect(modal.getByLabel('Название компании')).toHaveValue(name);
  await page.unroute('**/api/server/user_groups');
  await modal.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Saved: moving on asks nothing.
  await page.getByRole('link', { name: 'Главная' }).first().click();
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
});

test('a report list whose answer fails its check shows the error with a retry at once', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  let answered = 0;
  await page.route(/\/api\/data\/students\.getReports\?/, (route) => {
    answered += 1;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ items: [{ id: 'broken' }], total: 1, page: 1, pageSize: 10 }),
    });
  });
  await page.goto('/lms/students/9');
  const list = page.getByTestId('report-list');
  await expect(list.getByText('Не удалось загрузить отчёты.', { exact: false })).toBeVisible();
  // Asked once: the same answer would come again, so it is not retried behind a spinner.
  expect(answered).toBe(1);
  await page.unroute(/\/api\/data\/students\.getReports\?/);
  await list.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('reports-shown')).toBeVisible();
});
