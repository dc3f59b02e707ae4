import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';
import { dayFromToday } from './teacher-helpers';

interface HomeStudent {
  id: number;
  lastStudentStatusId: string | null;
  nextAppointmentDate: string | null;
}

/** One of the demo teacher's students no other journey touches (not a demo account), with no lesson set, and the student's page open. */
async function quietStudent(browser: Browser, skip: readonly number[] = []) {
  const context = await browser.newContext();
  const teacher = await context.newPage();
  await signInByApi(teacher, 'teacher@demo.school');
  const home = (await (await teacher.request.get('/api/data/teachers.getHome?input=%7B%7D')).json()) as { students: HomeStudent[] };
  // Not a demo account, not one whose status closes editing, no lesson set yet.
  const student = home.students.find(
    (s) => s.id > 13 && !skip.includes(s.id) && !['rejected', 'finished-student'].includes(s.lastStudentStatusId ?? '') && s.nextAppointmentDate === null,
  )!;
  const contact = (await (
    await teacher.request.get(`/api/data/students.getContact?input=${encodeURIComponent(JSON.stringify({ studentId: student.id }))}`)
  ).json()) as {
    email: string;
  };
  return { context, teacher, studentId: student.id, email: contact.email };
}

/** The student starts with everything read. */
async function allRead(page: Page) {
  expect((await page.request.post('/api/data/notifications.markAllRead', { data: {} })).ok()).toBe(true);
}

test('a teacher sets a lesson and the student’s bell counts one; the panel opens it', async ({ page, browser }) => {
  const problems = watchConsole(page);
  const { context, teacher, studentId, email } = await quietStudent(browser);
  await signInByApi(page, email);
  await allRead(page);
  await page.goto('/lms/dashboard');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-unread', '0');
  await expect(bell).toHaveAccessibleName('Уведомления');

  // The teacher sets the next lesson on the student's page.
  await teacher.goto(`/lms/students/${studentId}`);
  const block = teacher.getByTestId('next-lesson');
  const day = dayFromToday(2);
  await block.getByLabel('Дата').fill(day);
  await block.getByLabel('Время').fill('18:30');
  await block.getByRole('button', { name: 'Назначить занятие' }).click();
  await expect(teacher.getByText('Занятие назначено')).toBeVisible();
  await context.close();

  // The student's bell counts one (asked again when the page comes back), and the dashboard shows the lesson.
  await page.reload();
  await expect(bell).toHaveAttribute('data-unread', '1');
  await expect(bell).toHaveAccessibleName('Уведомления: 1 непрочитанных');
  await expect(page.getByTestId('my-next-lesson-when')).toHaveText('через 2 дня');
  await expect(page.getByTestId('my-next-lesson')).toContainText('18:30');

  await bell.click();
  const panel = page.getByTestId('notification-panel');
  const item = panel.getByTestId('notification').first();
  await expect(item).toHaveAttribute('data-kind', 'lesson-set');
  await expect(item).toContainText('Назначен урок');
  await expect(item).toContainText('18:30');
  await expect(item).toContainText('Преподаватель: Анна Смирнова');
  await item.getByRole('link').click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/lms\/dashboard$/);
  await expect(bell).toHaveAttribute('data-unread', '0');

  // The page of all notifications keeps it, read.
  await page.goto('/lms/notifications');
  await expect(page.getByTestId('notifications-page').getByTestId('notification').first()).toHaveAttribute('data-unread', 'false');
  expect(problems).toEqual([]);
});

test('the teacher writes a report and the student’s bell says so, with the homework', async ({ page, browser }) => {
  const { context, teacher, studentId, email } = await quietStudent(browser);
  await signInByApi(page, email);
  await allRead(page);

  await teacher.goto(`/lms/students/${studentId}`);
  await teacher
    .getByTestId('add-report')
    .getByRole('button', { name: /Добавить (ещё один )?отчёт/ })
    .click();
  const dialog = teacher.getByTestId('new-report-dialog');
  await dialog.getByLabel('Дата занятия').fill(dayFromToday(0));
  await dialog.getByLabel('Время начала').fill('00:05');
  await dialog.getByLabel('Тема урока').fill('Урок для колокольчика');
  await dialog.getByLabel('Заголовок раздела').fill('К следующему уроку');
  await dialog.getByRole('button', { name: 'Добавить задание' }).first().click();
  const itemDialog = teacher.getByTestId('new-homework-item');
  await itemDialog.getByLabel('Ссылка или заголовок задания').fill('Выучить 10 новых слов');
  await itemDialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(itemDialog).toBeHidden();
  await dialog.getByRole('button', { name: 'Добавить задание' }).first().click();
  await itemDialog.getByLabel('Ссылка или заголовок задания').fill('https://school.example/lms/lessons/B1-12');
  await itemDialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(itemDialog).toBeHidden();
  await dialog.getByRole('button', { name: 'Сохранить отчёт' }).click();
  await expect(teacher.getByTestId('add-report').getByText('Отчет добавлен!')).toBeVisible();
  await context.close();

  await page.goto('/lms/dashboard');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-unread', '1');
  await bell.click();
  const item = page.getByTestId('notification-panel').getByTestId('notification').first();
  await expect(item).toHaveAttribute('data-kind', 'report-new');
  await expect(item).toContainText('Новый отчёт об уроке');
  await expect(item).toContainText('Домашнее задание: Выучить 10 новых слов; https://school.example/lms/lessons/B1-12.');
  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/lms/students/${studentId}$`));
  const card = page.getByTestId('report-card').filter({ hasText: 'Урок для колокольчика' });
  await expect(card).toBeVisible();

  // The homework's lesson link opens the lesson.
  await card.getByTestId('lesson-card').click();
  await expect(page).toHaveURL(/\/lms\/lessons\/B1-12$/);
});

test('«отметить все прочитанными» empties the count; the bell is there for teachers and HR, not for admins', async ({ page, browser }) => {
  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/dashboard');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel.getByRole('heading', { name: 'Уведомления' })).toBeVisible();
  const markAll = panel.getByRole('button', { name: 'Отметить все прочитанными' });
  if (await markAll.isVisible()) await markAll.click();
  await expect(bell).toHaveAttribute('data-unread', '0');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  for (const [email, shown] of [
    ['hr@demo.school', 1],
    ['admin@demo.school', 0],
  ] as const) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await signInByApi(other, email);
    await other.goto('/lms/dashboard');
    await expect(other.getByTestId('avatar-menu')).toBeVisible();
    await expect(other.getByTestId('notification-bell')).toHaveCount(shown);
    await context.close();
  }
});
