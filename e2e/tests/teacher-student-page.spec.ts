import { expect, test } from '@playwright/test';
import { failFirstRequest, watchConsole, withoutFirstViewAnswers } from './helpers';
import { expectStudentPage, openAs, studentTabs } from './teacher-helpers';

test.describe('student page: tabs and who sees what', () => {
  test("a teacher sees their student's profile, every tab but courses, and the dictionary badge", async ({ page }) => {
    const problems = watchConsole(page);
    await openAs(page, 'teacher@demo.school', '/lms/students/9');
    await expectStudentPage(page, 'Дмитрий Учеников');
    const tabs = studentTabs(page);
    // The badge counts the words waiting for approval; other journeys add words to this student meanwhile.
    await expect(tabs.getByRole('link')).toHaveText(['Профиль и отчёты', 'Программа', 'Записи уроков', /^Словарь\s*\d+$/, 'Статистика']);
    await expect(tabs.getByRole('link', { name: 'Профиль и отчёты' })).toHaveAttribute('aria-current', 'page');

    const profile = page.getByTestId('student-profile');
    await expect(profile.getByTestId('student-status-badge')).toHaveAttribute('data-tone', 'green');
    await expect(profile.getByTestId('student-teachers')).toHaveText('Анна Смирнова');
    await expect(profile.getByTestId('student-plan')).toHaveText('Уроки по 50 минут');
    // The purchase journeys add lessons to this student's balance, so only its shape is fixed here.
    await expect(profile.getByTestId('reports-left-badge')).toHaveText(/^Индивидуальный урок, 50 минут: \d+$/);
    await expect(profile.getByTestId('reports-left-badge')).toHaveAttribute('data-tone', 'green');
    await expect(page.getByTestId('learner-portrait')).toContainText('Зачем учит английский');
    await expect(page.getByTestId('student-contacts')).toContainText('dmitry.learns');
    await expect(page.getByTestId('student-contacts')).toContainText('student@demo.school');
    await expect(page.getByTestId('journal-link')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Редактировать профиль' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Активировать ученика' })).toHaveCount(0);
    await expect(page.getByTestId('student-reports')).toBeVisible();
    await expect(page.getByTestId('student-empty-state')).toHaveCount(0);

    await tabs.getByRole('link', { name: 'Статистика' }).click();
    await expect(page).toHaveURL(/\/lms\/students\/9\/stats$/);
    await expect(page.getByTestId('student-stats')).toContainText('Всего занятий');
    await tabs.getByRole('link', { name: 'Программа' }).click();
    await expect(page.getByTestId('program-progress')).toContainText('B1 — Говорим без барьеров');
    await expect(page.getByTestId('program-progress')).toContainText(/Пройдено уроков: \d+ из 27/);
    await tabs.getByRole('link', { name: 'Записи уроков' }).click();
    // Empty in a fresh school; other journeys may have added a video to this student's report.
    await expect(page.getByText('Записей уроков пока нет.', { exact: false }).or(page.locator('main video').first())).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the courses tab shows only for a student who bought courses', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/10');
    await expectStudentPage(page, 'Елена Второва');
    await studentTabs(page).getByRole('link', { name: 'Курсы' }).click();
    await expect(page).toHaveURL(/\/lms\/students\/10\/courses$/);
    await expect(page.getByTestId('student-course').first()).toContainText('Английский для IT');
    await page.goto('/lms/students/9/courses');
    await expect(page.getByText('Такого раздела здесь нет.')).toBeVisible();
    await expect(studentTabs(page).getByRole('link', { name: 'Курсы' })).toHaveCount(0);
  });

  test('a client manager sees the journal link but no stats tab and no editing', async ({ page }) => {
    await openAs(page, 'manager@demo.school', '/lms/students/9');
    await expectStudentPage(page, 'Дмитрий Учеников');
    await expect(studentTabs(page).getByRole('link', { name: 'Статистика' })).toHaveCount(0);
    await expect(page.getByTestId('journal-link')).toHaveAttribute('href', 'https://journal.school.example/students/9');
    await expect(page.getByRole('button', { name: 'Редактировать профиль' })).toHaveCount(0);
    await expect(page.getByTestId('next-lesson').getByRole('button')).toHaveCount(0);
    await page.goto('/lms/students/9/stats');
    await expect(page.getByText('Такого раздела здесь нет.')).toBeVisible();
  });

  test('an admin sees the stats tab; a student without a status reads «Не определён»', async ({ page }) => {
    await openAs(page, 'admin@demo.school', '/lms/students/9');
    await expect(studentTabs(page).getByRole('link', { name: 'Статистика' })).toBeVisible();
    await expect(page.getByTestId('journal-link')).toHaveCount(0);
    await page.goto('/lms/students/14');
    const badge = page.getByTestId('student-profile').getByTestId('student-status-badge');
    await expect(badge).toHaveText('Не определён');
    await expect(badge).toHaveAttribute('data-tone', 'grey');
    await expect(page.getByTestId('student-teachers')).toHaveText('Не назначен');
  });

  test('the student sees their own page without editing, next lesson or stats, with a pay button', async ({ page }) => {
    await openAs(page, 'student@demo.school', '/lms/students/9');
    await expectStudentPage(page, 'Дмитрий Учеников');
    await expect(studentTabs(page).getByRole('link')).toHaveText(['Профиль и отчёты', 'Программа', 'Записи уроков', /^Словарь/]);
    await expect(page.getByRole('button', { name: 'Редактировать профиль' })).toHaveCount(0);
    await expect(page.getByTestId('next-lesson')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Оплатить занятия' })).toHaveAttribute('href', '/lms/pay');
  });

  test('a new student without lessons shows the empty state', async ({ page }) => {
    await openAs(page, 'seller@demo.school', '/lms/students/13');
    await expectStudentPage(page, 'Николай Новичков');
    await expect(page.getByTestId('student-empty-state')).toHaveText('Здесь будут отчеты о прошедших уроках, расписание занятий и домашние задания');
  });
});

test.describe('student page: errors', () => {
  test("a teacher who is not the student's teacher gets the no-access message", async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/13');
    await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    await expect(page.getByText('У вас нет доступа к профилю этого ученика')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/lms/dashboard');
    await expect(page.getByTestId('student-page')).toHaveCount(0);
  });

  test('a missing student and a failing server show the error views', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/999999');
    await expect(page.getByText('Ученик не найден.')).toBeVisible();
    await withoutFirstViewAnswers(page);
    await page.route('**/api/data/students.getStudent*', (route) => route.fulfill({ status: 500, json: { errors: [] } }));
    await page.goto('/lms/students/9');
    await expect(page.getByText('Что-то пошло не так. Попробуйте позднее.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(page.getByText('У вас нет доступа')).toHaveCount(0);
  });
});

test.describe('student page: editing', () => {
  test('a teacher edits the profile; a failed save keeps the input, shows the status and is reported', async ({ page }) => {
    const time = `Вторник и четверг, ${String(Date.now() % 24).padStart(2, '0')}:${String(Date.now() % 60).padStart(2, '0')}`;
    await openAs(page, 'teacher@demo.school', '/lms/students/9');
    await page.getByRole('button', { name: 'Редактировать профиль' }).click();
    const modal = page.getByTestId('edit-profile-modal');
    const save = modal.getByRole('button', { name: 'Сохранить' });
    await expect(save).toBeDisabled();
    await modal.getByLabel('Удобное время для занятий').fill(time);
    const speaking = modal.getByLabel('Разговорная речь');
    const level = (await speaking.inputValue()) === 'Говорит с ошибками' ? 'Говорит свободно' : 'Говорит с ошибками';
    await speaking.selectOption(level);

    await failFirstRequest(page, '**/api/data/students.updateStudent');
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/server/error_reports') && r.method() === 'POST');
    await save.click();
    await expect(modal.getByTestId('edit-profile-error')).toHaveText('Не удалось сохранить профиль. Код ошибки: 500');
    expect((await reported).postDataJSON()).toMatchObject({ status: 500, context: { studentId: 9 } });
    await expect(modal.getByLabel('Удобное время для занятий')).toHaveValue(time);

    await save.click();
    await expect(page.getByText('Профиль сохранён')).toBeVisible();
    await expect(modal).toHaveCount(0);
    await expect(page.getByTestId('student-profile')).toContainText(time);
    await expect(page.getByTestId('learner-portrait')).toContainText(level);
  });

  test('editing is hidden when the status forbids it', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/dashboard');
    const rejected = page.getByTestId('student-row').filter({ hasText: 'Отказ от занятий' }).first();
    await rejected.getByRole('link').click();
    await expect(page.getByTestId('student-page')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Редактировать профиль' })).toHaveCount(0);
    await expect(page.getByTestId('next-lesson')).toHaveCount(0);
  });

  test('the own teacher takes approvals back and approves words; the badge follows', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/10/dictionary');
    const tab = studentTabs(page).getByRole('link', { name: /^Словарь/ });
    const waiting = page.getByTestId('word-row').filter({ hasText: 'Ждёт проверки' });
    await expect(page.getByTestId('word-row').first()).toBeVisible();
    const before = await waiting.count();
    for (let i = 1; i <= 2; i++) {
      await page
        .getByTestId('word-row')
        .filter({ hasText: 'Одобрено' })
        .first()
        .getByRole('button', { name: /^Снять одобрение/ })
        .click();
      await expect(waiting).toHaveCount(before + i);
    }
    await expect(tab).toHaveText(new RegExp(`^Словарь\\s*${before + 2}$`));
    await page.getByRole('button', { name: 'Одобрить все' }).click();
    await expect(page.getByText('Слова одобрены')).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(tab).toHaveText('Словарь');
  });
});

test.describe('teacher sidebar', () => {
  test('lists the teacher’s students and groups and marks the open one', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/9/program');
    const sidebar = page.getByTestId('teacher-sidebar');
    await expect(sidebar.getByRole('link', { name: /Альфа: английский для разработчиков/ })).toBeVisible();
    const active = sidebar.locator('a[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toContainText('Дмитрий Учеников');
    await sidebar.getByRole('link', { name: /Елена Второва/ }).click();
    await expect(page).toHaveURL(/\/lms\/students\/10$/);
    await expect(sidebar.locator('a[aria-current="page"]')).toContainText('Елена Второва');
  });
});

test.describe('student page at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows the header, every tab in sight and the profile in one column', async ({ page }) => {
    const problems = watchConsole(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await openAs(page, 'teacher@demo.school', '/lms/students/9');
    await expectStudentPage(page, 'Дмитрий Учеников');
    // The sidebar is for desktops: a phone neither renders it nor asks for its list.
    await expect(page.getByTestId('teacher-sidebar')).toHaveCount(0);
    expect(asked.filter((p) => p.endsWith('/teachers.getHome'))).toEqual([]);
    // Every tab is in sight without scrolling sideways.
    for (const tab of await studentTabs(page).getByRole('link').all()) {
      const box = await tab.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    await studentTabs(page).getByRole('link', { name: 'Статистика' }).click();
    await expect(page).toHaveURL(/\/stats$/);
    await studentTabs(page).getByRole('link', { name: 'Профиль и отчёты' }).click();
    const profile = await page.getByTestId('student-profile').boundingBox();
    const contacts = await page.getByTestId('student-contacts').boundingBox();
    expect(profile!.width).toBeLessThanOrEqual(375);
    expect(contacts!.y).toBeGreaterThan(profile!.y);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
