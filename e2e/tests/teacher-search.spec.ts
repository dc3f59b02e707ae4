import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './helpers';
import { openAs } from './teacher-helpers';

/** How many requests the school holds unseen, as the server counts them. */
async function unseenOnServer(page: Page): Promise<number> {
  const response = await page.request.get(`/api/data/teachers.newTeacherSearchRequestsCount?input=${encodeURIComponent('{}')}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

/** The teacher menu's new-requests badge. */
function menuBadge(page: Page) {
  return page
    .getByRole('link', { name: /^Заявки на подбор/ })
    .first()
    .getByLabel(/^Новые заявки: \d+$/);
}

// The tests of this file run in order in one worker: both change the school-wide count of unseen requests.
test('a learner sends the teacher-search questionnaire and a teacher sees the counter grow', async ({ browser }) => {
  const teacher = await browser.newPage();
  await signInByApi(teacher, 'teacher@demo.school');
  await teacher.goto('/lms/settings');
  const before = await unseenOnServer(teacher);

  const student = await browser.newPage();
  await signInByApi(student, 'student@demo.school');
  await student.goto('/lms/teacher-search');
  await expect(student.getByRole('heading', { level: 1, name: 'Подбор преподавателя' })).toBeVisible();
  await student.getByRole('button', { name: 'Отправить анкету' }).click();
  await expect(student.getByText('Выберите хотя бы одну цель')).toBeVisible();

  await student.getByRole('checkbox', { name: 'Английский для работы' }).check();
  await student.getByRole('checkbox', { name: 'Собеседование на английском' }).check();
  await student.getByRole('radio', { name: 'B1 — говорю, но с ошибками' }).check();
  await student.getByRole('checkbox', { name: 'Утром, 8:00–12:00' }).check();
  await student.getByRole('checkbox', { name: 'Разбирается в IT' }).check();
  await student.getByLabel('Комментарий').fill('Через три месяца собеседование в международную компанию.');
  await student.getByRole('button', { name: 'Отправить анкету' }).click();
  await expect(student.getByRole('heading', { name: 'Анкета отправлена' })).toBeVisible();

  await teacher.reload();
  await expect(menuBadge(teacher)).toHaveText(String(before + 1));
  await teacher
    .getByRole('link', { name: /^Заявки на подбор/ })
    .first()
    .click();
  const request = teacher.getByTestId('search-request').filter({ hasText: 'Через три месяца собеседование' }).first();
  await expect(request).toContainText('Цели: Английский для работы, Собеседование на английском');
  await expect(request).toContainText('Пожелания: Разбирается в IT');
  await teacher.close();
  await student.close();
});

test.describe('teacher search requests', () => {
  test('a teacher reads requests and marks one seen; the menu badge follows', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/dashboard');
    await page.getByTestId('new-requests-notice').getByRole('link', { name: 'Посмотреть заявки' }).click();
    await expect(page).toHaveURL(/\/lms\/teacher-search-requests$/);
    await expect(page.getByTestId('search-request').first()).toBeVisible();
    const fresh = page.locator('[data-testid="search-request"][data-new="true"]');
    const before = await fresh.count();
    expect(before).toBeGreaterThan(0);
    const menuBadge = page
      .getByRole('navigation', { name: 'Меню преподавателя' })
      .first()
      .getByLabel(/^Новые заявки: \d+$/);
    await expect(menuBadge).toHaveText(String(before));
    await fresh
      .first()
      .getByRole('button', { name: /Отметить просмотренной/ })
      .click();
    await expect(fresh).toHaveCount(before - 1);
    if (before - 1 > 0) await expect(menuBadge).toHaveText(String(before - 1));
  });
});
