import { expect, test } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';

test('a student with two teachers filters by lesson type and pages through the list', async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'student2@demo.school');
  await page.goto('/lms/students/10');
  const list = page.getByTestId('report-list');
  await expect(list.getByTestId('report-card')).toHaveCount(10);
  await expect(list.getByTestId('reports-shown')).toHaveText('Показано 10 из 12');

  // Scrolling near the end loads the next slice.
  await list.getByTestId('reports-shown').scrollIntoViewIfNeeded();
  await expect(list.getByTestId('report-card')).toHaveCount(12);
  await expect(list.getByTestId('reports-shown')).toHaveText('Показано 12 из 12');
  await expect(list.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0);

  const filter = list.getByLabel('Тип занятия');
  await expect(filter.locator('option').first()).toHaveText('Все занятия');
  await filter.selectOption({ label: 'Индивидуальный урок, 25 минут' });
  await expect(list.getByTestId('reports-shown')).toHaveText('Показано 6 из 6');
  for (const card of await list.getByTestId('report-card').all()) await expect(card).toContainText('Индивидуальный урок, 25 минут');

  // Back to all lessons: the list starts again from the first slice (asked for anew, not the slices
  // loaded before); the next slice may follow at once when the end of the list is in sight.
  const firstSlice = page.waitForRequest((request) => {
    const input = new URL(request.url()).searchParams.get('input') ?? '';
    return request.url().includes('/api/data/students.getReports') && /"page":1\b/.test(input) && input.includes('"fullTypeId":null');
  });
  await filter.selectOption({ label: 'Все занятия' });
  await firstSlice;
  await expect(list.getByTestId('reports-shown')).toHaveText(/^Показано (10|12) из 12$/);
  await expect(page.getByTestId('add-report')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('“Показать ещё” loads the next slice too; teachers get no type filter', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/students/9');
  const list = page.getByTestId('report-list');
  await expect(list.getByTestId('report-card')).toHaveCount(10);
  await expect(list.getByLabel('Тип занятия')).toHaveCount(0);
  // Pressed without scrolling there (as from the keyboard), so scrolling does not load it first.
  await list.getByRole('button', { name: 'Показать ещё' }).dispatchEvent('click');
  await expect(list.getByTestId('reports-shown')).toHaveText(/^Показано 20 из \d+$/);
});

test('deleting asks first; only fresh unpaid reports of one’s own can be deleted', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  // A report of this journey's own, written a moment ago.
  const created = await page.request.post('/api/data/reports.createStudentReport', {
    data: {
      studentId: 9,
      data: {
        fields: { '1': 'Отчёт, который удалят' },
        date: new Date(Date.now() - 30 * 60_000).toISOString(),
        fullTypeId: 'skype-50',
        homeworkGroups: [],
        videoFileName: null,
        status: 'default',
      },
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.goto('/lms/students/9');
  const list = page.getByTestId('report-list');
  const card = list.locator(`[data-testid="report-card"][data-report-id="${id}"]`);
  await expect(card).toContainText('Отчёт, который удалят');

  await card.getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить отчёт?' });
  await expect(dialog).toContainText('Удаление отчёта необратимо. Вы уверены, что хотите удалить его?');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.locator(`[data-report-id="${id}"]`)).toHaveCount(1);

  await card.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog', { name: 'Удалить отчёт?' }).getByRole('button', { name: 'Удалить отчёт' }).click();
  await expect(page.getByText('Отчёт удалён')).toBeVisible();
  await expect(list.locator(`[data-report-id="${id}"]`)).toHaveCount(0);

  // Older reports (more than 24 hours, or paid) can be edited but not deleted by their teacher.
  await list.getByRole('button', { name: 'Показать ещё' }).dispatchEvent('click');
  const older = list.getByTestId('report-card').nth(12);
  await expect(older.getByRole('button', { name: 'Редактировать' })).toBeVisible();
  await expect(older.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
});

test('admins see what the school pays for a lesson, with the formula', async ({ page }) => {
  await signInByApi(page, 'admin@demo.school');
  await page.goto('/lms/students/9');
  const rate = page.getByTestId('report-rate').first();
  await expect(rate).toContainText(/Мы платим \d+\s₽/);
  await expect(rate).toContainText('Формула: ⌊');
});

test('company HR reads group reports without links and without editing', async ({ page }) => {
  await signInByApi(page, 'hr@demo.school');
  await page.goto('/lms/student-groups/1');
  const card = page.getByTestId('report-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('region', { name: 'Присутствовали' })).toBeVisible();
  await expect(page.getByTestId('add-report')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
  await expect(card.getByText('Заметки для методиста')).toHaveCount(0);
});
