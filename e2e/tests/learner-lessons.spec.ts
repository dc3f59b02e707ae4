import { expect, test } from '@playwright/test';
import { signIn, signInByApi, watchConsole } from './helpers';

/**
 * A student signs in and reaches the next lesson, the latest homework and every report in one click
 * from the dashboard; «Мои уроки» in the menu leads to the same page; a group student sees the
 * group's reports there too.
 */
test('a student reaches the next lesson, the latest homework and every report from the dashboard', async ({ page }) => {
  const problems = watchConsole(page);
  await signIn(page, 'student2@demo.school');
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  const block = page.getByTestId('my-lessons');
  // The lessons come first, before the promotional blocks.
  await expect(page.getByTestId('learner-dashboard').locator('> *').first()).toHaveAttribute('data-testid', 'my-lessons');

  // The next lesson, in the reader's words and with the teacher.
  const next = block.getByTestId('my-next-lesson');
  await expect(next.getByTestId('my-next-lesson-when')).toHaveText(/^(сегодня в|завтра в|через \d+ д)/);
  await expect(next).toContainText('Преподаватель:');

  // The latest homework with working links and a «сделано» mark that stays.
  const homework = block.getByTestId('my-homework');
  await expect(homework.getByTestId('homework-task').first()).toBeVisible();
  const box = homework.getByTestId('homework-task').first().getByRole('checkbox');
  const label = (await box.getAttribute('aria-label'))!;
  const wasDone = await box.isChecked();
  await box.click();
  await expect(box).toBeChecked({ checked: !wasDone });
  await page.reload();
  // Kept on the server: after a reload the task is still marked (done tasks move after the open ones).
  const same = page.getByTestId('my-homework').getByRole('checkbox', { name: label, exact: true });
  await expect(same).toBeChecked({ checked: !wasDone });
  await same.click();
  await expect(same).toBeChecked({ checked: wasDone });

  // Every report in one click.
  await page.getByTestId('my-lessons-all-reports').click();
  await expect(page).toHaveURL(/\/lms\/students\/10$/);
  await expect(page.getByTestId('student-reports').getByTestId('report-card').first()).toBeVisible();
  await expect(page.getByTestId('own-next-lesson')).toContainText('Ближайший урок');

  // «Мои уроки» in the main menu leads to the same page.
  await page.goto('/lms/dashboard');
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Мои уроки' }).click();
  await expect(page).toHaveURL(/\/lms\/students\/10$/);
  expect(problems).toEqual([]);
});

test('a group student sees the group’s reports on their own page', async ({ page, browser }) => {
  // An admin looks up a student of the demo company's group (not a demo account).
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInByApi(adminPage, 'admin@demo.school');
  const group = (await (await adminPage.request.get('/api/server/student_groups/1')).json()) as { name: string; students: { id: number }[] };
  const studentId = group.students[0]!.id;
  const contact = (await (await adminPage.request.get(`/api/data/students.getContact?input=${encodeURIComponent(JSON.stringify({ studentId }))}`)).json()) as {
    email: string;
  };
  await admin.close();

  await signInByApi(page, contact.email);
  await page.goto('/lms/dashboard');
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Мои уроки' }).click();
  await expect(page).toHaveURL(new RegExp(`/lms/students/${studentId}$`));
  const groupReports = page.getByTestId('own-group-reports').filter({ hasText: group.name });
  await expect(groupReports.getByTestId('report-card').first()).toBeVisible();
});
