import { expect, test, type Browser, type Page } from '@playwright/test';
import { bookIntroLesson } from './landing-helpers';
import { adminCreate, linkIn, prepareSchool, setPasswordThrough, startSchool, startTestSmtpServer, type School, type TestSmtpServer } from './school-process';

/**
 * A real school from zero: an empty production-mode school (no demo data) with a real SMTP server
 * started here. `admin:create` prints the first administrator's link; the admin invites a teacher and
 * a client manager; each opens the link from the e-mail they received and signs in; the manager turns
 * a visitor's lead into a student and assigns the teacher; the student opens the invitation; the
 * teacher writes a report for that student; the student reads it.
 */

let smtp: TestSmtpServer;
let school: School;
let adminLink: string;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startTestSmtpServer();
  const prepared = await prepareSchool({
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    // A real school takes real payments (nothing is paid in this journey) and is served here over plain HTTP.
    PAYMENT_PROVIDER: 'yookassa',
    YOOKASSA_SHOP_ID: 'school-from-zero',
    YOOKASSA_SECRET_KEY: 'not-used',
    PLAIN_HTTP: 'true',
    SMTP_URL: smtp.url,
    MAIL_FROM: '"Онлайн-школа" <school@school.test>',
  });
  adminLink = await adminCreate(prepared, 'head@school.test');
  school = await startSchool(prepared);
});

test.afterAll(async () => {
  await school?.stop();
  await smtp?.close();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: school.url, locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
  return context.newPage();
}

/** The admin's invitation dialog: names, e-mail, phone and one role instead of the preset «Ученик». */
async function invite(page: Page, person: { firstName: string; lastName: string; email: string; phone: string; role: string }) {
  await page.goto('/lms/admin/people');
  await page.getByTestId('invite-person').click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByLabel('Имя').fill(person.firstName);
  await dialog.getByLabel('Фамилия').fill(person.lastName);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Телефон (необязательно)').fill(person.phone);
  await dialog.getByLabel('Ученик').uncheck();
  await dialog.getByLabel(person.role, { exact: true }).check();
  await dialog.getByRole('button', { name: 'Отправить приглашение' }).click();
  await expect(page.getByText(`Приглашение отправлено на ${person.email}`)).toBeVisible();
  await expect(page.getByTestId('admin-person')).toContainText(`${person.lastName} ${person.firstName}`);
  await expect(page.getByTestId('invitation-status')).toHaveText('Приглашение отправлено');
}

test('a school runs from zero: first admin, staff invited by e-mail, a lead becomes a student, a report is written and read', async ({ browser }) => {
  // The empty production school: no demo accounts, nothing on the sign-in page.
  const visitor = await newPage(browser);
  expect(await (await visitor.request.get('/api/auth/demo-accounts')).json()).toEqual({ enabled: false, password: '', accounts: [] });

  // admin:create → the admin sets a password through the printed link and lands signed in.
  const admin = await newPage(browser);
  expect(adminLink.startsWith(`${school.url}/set-password?token=`)).toBe(true);
  await setPasswordThrough(admin, adminLink, 'head-of-school-2026');
  // admin:create knows only the address: the usual forced page asks for the rest.
  await expect(admin).toHaveURL(/\/lms\/personal-data$/);
  await admin.getByLabel('Имя').fill('Ирина');
  await admin.getByLabel('Фамилия').fill('Директорова');
  await admin.getByLabel('Телефон').fill('+7 900 000-00-77');
  await admin.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  await expect(admin).toHaveURL(/\/lms\/dashboard$/);
  await admin.goto('/lms/admin/people');
  await expect(admin.getByTestId('person-row')).toHaveCount(1);

  // The admin invites a teacher and a client manager.
  await invite(admin, { firstName: 'Анна', lastName: 'Учителева', email: 'anna.teacher@school.test', phone: '+7 900 111-22-33', role: 'Преподаватель' });
  await invite(admin, {
    firstName: 'Мария',
    lastName: 'Менеджерова',
    email: 'maria.manager@school.test',
    phone: '+7 900 222-33-44',
    role: 'Клиентский менеджер',
  });

  // Each opens the link from the message they received and signs in.
  const teacherMail = await smtp.waitFor('anna.teacher@school.test');
  expect(teacherMail.subject).toBe('Приглашение в онлайн-школу английского');
  expect(teacherMail.from).toContain('school@school.test');
  expect(teacherMail.html).toContain('Здравствуйте, Анна!');
  const teacher = await newPage(browser);
  await setPasswordThrough(teacher, linkIn(teacherMail, school.url), 'anna-teaches-english');
  await expect(teacher).toHaveURL(/\/lms\/dashboard$/);

  const managerMail = await smtp.waitFor('maria.manager@school.test');
  expect(managerMail.text).toContain('в роли клиентского менеджера');
  const manager = await newPage(browser);
  await setPasswordThrough(manager, linkIn(managerMail, school.url), 'maria-manages-leads');
  await expect(manager).toHaveURL(/\/lms\/dashboard$/);

  // A visitor books the free introductory lesson.
  await visitor.goto('/introductory-lesson');
  await bookIntroLesson(visitor, { name: 'Олег Студентов', phone: '+7 900 333-44-55', contact: 'oleg.student@school.test', ageGroup: 'Взрослый' });
  await expect(visitor.getByRole('heading', { name: 'Спасибо, заявка принята!' })).toBeVisible();

  // The manager turns the lead into a student in one step and assigns the teacher.
  await manager.goto('/lms/admin/leads');
  const lead = manager.getByTestId('admin-lead').filter({ hasText: 'Олег Студентов' });
  await lead.getByRole('button', { name: 'Сделать учеником' }).click();
  const convert = manager.getByTestId('convert-lead-dialog');
  await expect(convert.getByLabel('Имя')).toHaveValue('Олег');
  await expect(convert.getByLabel('Фамилия')).toHaveValue('Студентов');
  await expect(convert.getByLabel('E-mail')).toHaveValue('oleg.student@school.test');
  await convert.getByLabel('Преподаватель (необязательно)').selectOption({ label: 'Учителева Анна' });
  await convert.getByRole('button', { name: 'Создать ученика и отправить приглашение' }).click();
  await expect(manager.getByText('Ученик создан, приглашение отправлено')).toBeVisible();
  await manager.getByRole('combobox', { name: 'Показать' }).selectOption({ label: 'Все заявки' });
  await expect(lead).toContainText('Стала учеником');
  await lead.getByRole('link', { name: 'Открыть ученика' }).click();
  await expect(manager.getByTestId('student-teachers')).toContainText('Учителева Анна');
  const studentId = Number(/\/lms\/admin\/people\/(\d+)/.exec(manager.url())![1]);

  // The student opens the invitation.
  const studentMail = await smtp.waitFor('oleg.student@school.test');
  expect(studentMail.text).toContain('в роли ученика');
  const student = await newPage(browser);
  await setPasswordThrough(student, linkIn(studentMail, school.url), 'oleg-learns-english');

  // The teacher finds the student among their own and writes a report.
  await teacher.goto('/lms/dashboard');
  await teacher.getByTestId('student-row').filter({ hasText: 'Олег Студентов' }).getByRole('link').first().click();
  await expect(teacher).toHaveURL(new RegExp(`/lms/students/${studentId}`));
  await teacher
    .getByTestId('add-report')
    .getByRole('button', { name: /Добавить (ещё один )?отчёт/ })
    .click();
  const dialog = teacher.getByTestId('new-report-dialog');
  await expect(dialog.getByTestId('report-form')).toBeVisible();
  const lessonStart = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(Date.now() - 3_600_000),
  );
  const [lessonDate, lessonTime] = lessonStart.split(', ');
  await dialog.getByLabel('Дата занятия').fill(lessonDate!);
  await dialog.getByLabel('Время начала').fill(lessonTime!);
  await dialog.getByLabel('Формат урока').selectOption({ label: 'Индивидуальный урок, 50 минут' });
  await dialog.getByLabel('Тема урока').fill('Первый урок: знакомство и Present Simple');
  await dialog.getByRole('button', { name: 'Сохранить отчёт' }).click();
  await expect(teacher.getByTestId('add-report').getByText('Отчет добавлен!')).toBeVisible();

  // The student reads it.
  await student.goto(`/lms/students/${studentId}`);
  await expect(student.getByTestId('report-card').filter({ hasText: 'Первый урок: знакомство и Present Simple' })).toBeVisible();

  // Nothing came from demo data: the school has exactly the people of this journey.
  await admin.goto('/lms/admin/people');
  await expect(admin.getByTestId('person-row')).toHaveCount(4);
  await admin.goto('/lms/admin/audit');
  await expect(admin.getByTestId('audit-row').filter({ hasText: 'Заявка → ученик' })).toHaveCount(1);
});
