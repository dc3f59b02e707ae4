import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './helpers';

/** The number on the teacher menu's new-requests badge (0 when it is hidden). */
async function newRequestsBadge(page: Page): Promise<number> {
  const menu = page.getByRole('link', { name: /^Заявки на подбор/ }).first();
  await expect(menu).toBeVisible();
  // The count arrives with the page or just after it.
  await page.waitForLoadState('networkidle');
  const badge = menu.locator('[aria-label^="Новые заявки: "]');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

test('a learner sends the teacher-search questionnaire and a teacher sees the counter grow', async ({ browser }) => {
  const teacher = await browser.newPage();
  await signInByApi(teacher, 'teacher@demo.school');
  await teacher.goto('/lms/settings');
  const before = await newRequestsBadge(teacher);

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
  await expect.poll(() => newRequestsBadge(teacher)).toBe(before + 1);
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
