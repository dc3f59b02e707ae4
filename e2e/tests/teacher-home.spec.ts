import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers';
import { openAs } from './teacher-helpers';

const TONES: [string, string][] = [
  ['Учится', 'green'],
  ['Думает', 'yellow'],
  ['Ждёт оплаты', 'yellow'],
  ['Не выходит на связь', 'red'],
  ['Отказ от занятий', 'red'],
  ['На паузе', 'grey'],
];

test.describe('teacher home', () => {
  test('lists own students with badge colours for each status group, lessons left and groups', async ({ page }) => {
    const problems = watchConsole(page);
    await openAs(page, 'teacher@demo.school', '/lms/dashboard');
    const home = page.getByTestId('teacher-home');
    await expect(home).toHaveAttribute('data-scope', 'own');
    await expect(page.getByRole('heading', { level: 1, name: 'Мои ученики и группы' })).toBeVisible();
    for (const [status, tone] of TONES) {
      const badge = home.getByTestId('student-status-badge').filter({ hasText: status }).first();
      await expect(badge).toHaveAttribute('data-tone', tone);
    }
    const colours = await Promise.all(
      ['Учится', 'Ждёт оплаты', 'Отказ от занятий', 'На паузе'].map((s) =>
        home
          .getByTestId('student-status-badge')
          .filter({ hasText: s })
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      ),
    );
    expect(new Set(colours).size).toBe(4);

    const soňa = page.getByTestId('student-row').filter({ hasText: 'Соня Подросткова' });
    await expect(soňa.getByTestId('reports-left-badge')).toHaveText('-1');
    await expect(soňa.getByTestId('reports-left-badge')).toHaveAttribute('data-tone', 'red');
    await expect(page.getByTestId('student-row').filter({ hasText: 'Елена Второва' }).getByTestId('reports-left-badge')).toHaveAttribute('data-tone', 'yellow');
    await expect(page.getByTestId('group-row')).toHaveCount(1);
    await expect(page.getByTestId('student-row').filter({ hasText: 'Николай Новичков' })).toHaveCount(0);

    await page.getByLabel('Поиск по имени').fill('Учеников');
    await expect(page.getByTestId('student-row')).toHaveCount(1);
    await expect(page.getByTestId('student-row')).toContainText('Дмитрий Учеников');
    await page.getByLabel('Поиск по имени').fill('');
    await page.getByLabel('Статус').selectOption({ label: 'Требуют внимания' });
    for (const row of await page.getByTestId('student-row').all()) await expect(row.getByTestId('student-status-badge')).toHaveAttribute('data-tone', 'red');
    expect(problems).toEqual([]);
  });

  test('admins and client managers get a staff overview of all students', async ({ page }) => {
    await openAs(page, 'manager@demo.school', '/lms/dashboard');
    await expect(page.getByTestId('teacher-home')).toHaveAttribute('data-scope', 'all');
    await expect(page.getByRole('heading', { level: 1, name: 'Все ученики и группы школы' })).toBeVisible();
    await expect(page.getByTestId('student-row')).toHaveCount(50);
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect(page.getByTestId('student-row')).toHaveCount(100);
    await page.getByLabel('Статус').selectOption({ label: 'Требуют внимания' });
    const absent = page.getByTestId('student-status-badge').filter({ hasText: 'Пропуск вводного урока' }).first();
    await expect(absent).toHaveAttribute('data-tone', 'red');
    await page.getByLabel('Поиск по имени').fill('Николай Новичков');
    await expect(page.getByTestId('student-row').filter({ hasText: 'Николай Новичков' })).toHaveCount(0);
    await page.getByLabel('Статус').selectOption({ label: 'Все статусы' });
    await expect(page.getByTestId('student-row').first()).toContainText('Николай Новичков');
  });
});

test.describe('teacher page', () => {
  test('the teacher sees their contacts, students and groups', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/teachers/4');
    await expect(page.getByRole('heading', { level: 1, name: 'Анна Смирнова' })).toBeVisible();
    await expect(page.getByTestId('teacher-contacts')).toContainText('teacher@demo.school');
    await expect(page.getByTestId('student-row').filter({ hasText: 'Дмитрий Учеников' })).toBeVisible();
    await expect(page.getByTestId('group-row')).toHaveCount(1);
  });

  test("a student sees their teacher's messenger only; another teacher's page is closed", async ({ page }) => {
    await openAs(page, 'student@demo.school', '/lms/students/9');
    await page.getByTestId('student-teachers').getByRole('link', { name: 'Анна Смирнова' }).click();
    await expect(page).toHaveURL(/\/lms\/teachers\/4$/);
    const contacts = page.getByTestId('teacher-contacts');
    await expect(contacts).toContainText('anna.smirnova.teacher');
    await expect(contacts).not.toContainText('teacher@demo.school');
    await expect(page.getByTestId('students-table')).toHaveCount(0);
    await page.goto('/lms/teachers/8');
    await expect(page.getByText('У вас нет доступа к странице этого преподавателя')).toBeVisible();
  });
});

test.describe('admin page', () => {
  test('lists reported client errors', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/dashboard');
    const posted = await page.request.post('/api/server/error_reports', {
      data: { message: 'Проверка списка ошибок', status: 500, context: { studentId: 9 }, url: '/lms/students/9' },
    });
    expect(posted.status()).toBe(201);
    await page.context().clearCookies();
    await openAs(page, 'admin@demo.school', '/lms/admin/error-reports');
    const report = page.getByTestId('error-report').filter({ hasText: 'Проверка списка ошибок' }).first();
    await expect(report).toContainText('Код: 500');
    await expect(report).toContainText('/lms/students/9');
  });
});
