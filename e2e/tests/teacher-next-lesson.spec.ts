import { expect, test, type Page } from '@playwright/test';
import { dayFromToday, nextLessonBlock, openAs } from './teacher-helpers';

async function fill(page: Page, date: string, time: string) {
  const block = nextLessonBlock(page);
  await block.getByLabel('Дата').fill(date);
  await block.getByLabel('Время').fill(time);
}

test.describe('next lesson of a student', () => {
  test('the own teacher changes, deletes and schedules the next lesson', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/9');
    const block = nextLessonBlock(page);
    await expect(block.getByRole('heading', { name: 'Следующее занятие' })).toBeVisible();

    // Change: the form starts with the current date, and Save waits for a change.
    await block.getByRole('button', { name: 'Изменить' }).click();
    const save = block.getByRole('button', { name: 'Сохранить' });
    await expect(save).toBeDisabled();
    const changedDay = dayFromToday(4);
    await fill(page, changedDay, '18:45');
    await save.click();
    await expect(page.getByText('Время занятия изменено')).toBeVisible();
    await expect(block.getByTestId('next-lesson-date')).toHaveText(`${changedDay} в 18:45`);

    // Delete after confirmation: the form to schedule appears.
    await block.getByRole('button', { name: 'Удалить запись' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить запись на занятие?' });
    await dialog.getByRole('button', { name: 'Удалить запись' }).click();
    await expect(dialog).toHaveCount(0);
    const schedule = block.getByRole('button', { name: 'Назначить занятие' });
    await expect(schedule).toBeDisabled();

    // A past day is refused before it is sent.
    await fill(page, dayFromToday(-1), '10:00');
    await expect(block.getByText('Дата занятия не может быть в прошлом')).toBeVisible();
    await expect(schedule).toBeDisabled();

    // The server's messages are joined by a space; the input stays.
    const day = dayFromToday(2);
    await fill(page, day, '10:30');
    await page.route(
      '**/api/server/students/9/appointments',
      (route) => route.fulfill({ status: 400, json: { errors: [{ message: 'Первая причина.' }, { message: 'Вторая причина.' }] } }),
      { times: 1 },
    );
    await schedule.click();
    await expect(block.getByRole('alert')).toHaveText('Первая причина. Вторая причина.');
    await expect(block.getByLabel('Дата')).toHaveValue(day);

    await schedule.click();
    await expect(page.getByText('Занятие назначено')).toBeVisible();
    await expect(block.getByTestId('next-lesson-date')).toHaveText(`${day} в 10:30`);
    await expect(block.getByRole('button', { name: 'Изменить' })).toBeVisible();

    // The teacher home shows the new next lesson.
    await page.goto('/lms/dashboard');
    await expect(page.getByTestId('student-row').filter({ hasText: 'Дмитрий Учеников' })).toContainText(`${day} 10:30`);
  });

  test('a failed save without server messages reads the fallback; a failed delete is silent', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/9');
    const block = nextLessonBlock(page);
    await block.getByRole('button', { name: 'Изменить' }).click();
    await fill(page, dayFromToday(5), '09:15');
    await page.route('**/api/server/students/9/appointments/*', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await block.getByRole('button', { name: 'Сохранить' }).click();
    await expect(block.getByRole('alert')).toHaveText('Что-то пошло не так. Пожалуйста, попробуйте позже.');
    // The typed date is still unsaved: cancelling asks first.
    await block.getByRole('button', { name: 'Отмена' }).click();
    const question = page.getByRole('dialog', { name: 'Закрыть без сохранения?' });
    await question.getByRole('button', { name: 'Закрыть', exact: true }).filter({ hasText: 'Закрыть' }).click();
    const before = await block.getByTestId('next-lesson-date').textContent();
    await block.getByRole('button', { name: 'Удалить запись' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить запись' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(block.getByTestId('next-lesson-date')).toHaveText(before!);
    await expect(page.locator('.sc-toast--error')).toHaveCount(0);
  });

  test('a lesson tied to a calendar event shows no buttons', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/10');
    const block = nextLessonBlock(page);
    await expect(block.getByTestId('next-lesson-date')).toHaveText(/^\d{2}\.\d{2}\.\d{4} в \d{2}:\d{2}$/);
    await expect(block.getByText('Занятие назначено через календарь', { exact: false })).toBeVisible();
    await expect(block.getByRole('button')).toHaveCount(0);
  });
});

test.describe('next lesson of a group', () => {
  test("the group's teacher changes the group's next lesson; the company HR only sees it", async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/student-groups/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Альфа: английский для разработчиков' })).toBeVisible();
    await expect(page.getByTestId('student-group-page')).toContainText('Корпоративные группы');
    const block = nextLessonBlock(page);
    const day = dayFromToday(6);
    const time = (await block.getByTestId('next-lesson-date').textContent())?.endsWith('17:00') ? '16:00' : '17:00';
    await block.getByRole('button', { name: 'Изменить' }).click();
    await fill(page, day, time);
    await block.getByRole('button', { name: 'Сохранить' }).click();
    await expect(block.getByTestId('next-lesson-date')).toHaveText(`${day} в ${time}`);
    await page.getByRole('navigation', { name: 'Разделы страницы группы' }).getByRole('link', { name: 'Преподаватели' }).click();
    await expect(page).toHaveURL(/\/lms\/student-groups\/1\/teachers$/);
    await expect(page.getByRole('main')).toContainText('Анна Смирнова');

    await page.context().clearCookies();
    await openAs(page, 'hr@demo.school', '/lms/student-groups/1');
    await expect(nextLessonBlock(page).getByTestId('next-lesson-date')).toHaveText(`${day} в ${time}`);
    await expect(nextLessonBlock(page).getByRole('button')).toHaveCount(0);
  });
});

test.describe('next lesson at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('schedules and deletes a lesson on a phone', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/11');
    const block = nextLessonBlock(page);
    await block.scrollIntoViewIfNeeded();
    if (await block.getByRole('button', { name: 'Удалить запись' }).isVisible()) {
      await block.getByRole('button', { name: 'Удалить запись' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Удалить запись' }).click();
    }
    const day = dayFromToday(3);
    await fill(page, day, '08:00');
    await block.getByRole('button', { name: 'Назначить занятие' }).click();
    await expect(block.getByTestId('next-lesson-date')).toHaveText(`${day} в 08:00`);
    const box = await block.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await block.getByRole('button', { name: 'Удалить запись' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить запись' }).click();
    await expect(block.getByRole('button', { name: 'Назначить занятие' })).toBeVisible();
  });
});
