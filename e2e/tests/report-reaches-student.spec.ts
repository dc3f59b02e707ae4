import { expect, test, type Browser } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';
import { dayFromToday } from './teacher-helpers';

/**
 * A teacher writes a report: the student's bell counts it, and the school's mail holds «Новый отчёт об
 * уроке» to the student with the homework (as text, never as markup) and a link to their page.
 */

interface HomeStudent {
  id: number;
  lastStudentStatusId: string | null;
  nextAppointmentDate: string | null;
}

/**
 * One of the demo teacher's students no other journey picks: not a demo account, with a lesson set at
 * least 3 days ahead (the bell's journeys take students without a lesson and set one 2 days ahead), the
 * last one listed; and their address.
 */
async function quietStudent(browser: Browser) {
  const context = await browser.newContext();
  const teacher = await context.newPage();
  await signInByApi(teacher, 'teacher@demo.school');
  const home = (await (await teacher.request.get('/api/data/teachers.getHome?input=%7B%7D')).json()) as { students: HomeStudent[] };
  const farAhead = Date.now() + 3 * 86_400_000;
  const student = home.students.findLast(
    (s) =>
      s.id > 13 &&
      !['rejected', 'finished-student'].includes(s.lastStudentStatusId ?? '') &&
      s.nextAppointmentDate !== null &&
      new Date(s.nextAppointmentDate).getTime() > farAhead,
  );
  expect(student, 'a student of the demo teacher with a lesson 3 days ahead').toBeDefined();
  const contact = (await (
    await teacher.request.get(`/api/data/students.getContact?input=${encodeURIComponent(JSON.stringify({ studentId: student!.id }))}`)
  ).json()) as { email: string };
  return { context, teacher, studentId: student!.id, email: contact.email };
}

test('a teacher writes a report: the student’s bell counts it and the school’s mail holds its e-mail', async ({ page, browser }) => {
  // Two signed-in browsers and the admin's mail: more steps than most journeys.
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  const { context, teacher, studentId, email } = await quietStudent(browser);
  await signInByApi(page, email);
  expect((await page.request.post('/api/data/notifications.markAllRead', { data: {} })).ok()).toBe(true);
  await page.goto('/lms/dashboard');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-unread', '0');

  // The teacher writes the report with one task on the student's page.
  const task = `Эссе <о выходных> & план ${Date.now()}`;
  await teacher.goto(`/lms/students/${studentId}`);
  await teacher
    .getByTestId('add-report')
    .getByRole('button', { name: /Добавить (ещё один )?отчёт/ })
    .click();
  const dialog = teacher.getByTestId('new-report-dialog');
  await dialog.getByLabel('Дата занятия').fill(dayFromToday(0));
  await dialog.getByLabel('Время начала').fill('00:10');
  await dialog.getByLabel('Тема урока').fill('Урок для письма');
  await dialog.getByLabel('Заголовок раздела').fill('К следующему уроку');
  await dialog.getByRole('button', { name: 'Добавить задание' }).first().click();
  const itemDialog = teacher.getByTestId('new-homework-item');
  await itemDialog.getByLabel('Ссылка или заголовок задания').fill(task);
  await itemDialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(itemDialog).toBeHidden();
  await dialog.getByRole('button', { name: 'Сохранить отчёт' }).click();
  await expect(teacher.getByTestId('add-report').getByText('Отчет добавлен!')).toBeVisible();
  await context.close();

  // The student's bell counts it.
  await page.reload();
  await expect(bell).toHaveAttribute('data-unread', '1');
  await expect(bell).toHaveAccessibleName('Уведомления: 1 непрочитанных');
  expect(problems).toEqual([]);

  // The admin finds the e-mail in the school's mail.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, 'admin@demo.school');
  await admin.goto('/lms/admin/mail');
  await admin.getByLabel('Поиск по адресу или теме').fill(email);
  // The newest of the student's report e-mails (earlier journeys may have written others), once the
  // list is the search's: until its answer comes the list shows every recent message.
  const row = admin.getByTestId('mail-row').filter({ hasText: email }).filter({ hasText: 'Новый отчёт об уроке' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  const message = admin.getByTestId('admin-mail-message');
  await expect(message.getByTestId('mail-to')).toHaveText(email);
  await expect(message).toContainText('Новый отчёт об уроке');
  const text = message.getByTestId('mail-text');
  await expect(text).toContainText(`• ${task}`);
  await expect(text).toContainText('Преподаватель: Анна Смирнова.');
  const link = await text.getByRole('link').first().getAttribute('href');
  expect(new URL(link!).pathname).toBe(`/lms/students/${studentId}`);
  // The HTML part shows the task as text: its angle brackets were escaped, not read as markup.
  await expect(admin.frameLocator('[data-testid="mail-html"]').locator('body')).toContainText(task);
  await adminContext.close();
});
