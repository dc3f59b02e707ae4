import { expect, test } from '@playwright/test';
import { LEVEL_TEST_QUESTIONS } from '../../shared/src/domain/level-test';
import { signInByApi } from './helpers';
import { type PageToCheck, expectAccessibleAndFitting, expectNoSidewaysScroll, seriousViolations } from './accessibility-helpers';

const pages: PageToCheck[] = [
  { path: '/', ready: (page) => expect(page.getByTestId('price-card').first()).toBeVisible() },
  { path: '/kids', ready: (page) => expect(page.getByTestId('kids-landing')).toBeVisible() },
  { path: '/introductory-lesson', ready: (page) => expect(page.getByTestId('lead-form')).toBeVisible() },
  { path: '/test/questions', ready: (page) => expect(page.getByRole('button', { name: 'Начать тест' })).toBeVisible() },
  { path: '/lms/teacher-search', as: 'student@demo.school', ready: (page) => expect(page.getByTestId('teacher-search-page')).toBeVisible() },
  { path: '/lms/referral', as: 'student@demo.school', ready: (page) => expect(page.getByTestId('referral-friends')).toBeVisible() },
  { path: '/lms/admin/leads', as: 'admin@demo.school', ready: (page) => expect(page.getByTestId('admin-lead').first()).toBeVisible() },
];

for (const width of [1366, 375]) {
  for (const entry of pages) {
    test(`${entry.path}${entry.as ? ` (${entry.as})` : ''} at ${width} px has no serious accessibility problem and fits the screen`, ({ page }) =>
      expectAccessibleAndFitting(page, entry, width));
  }
}

test('the level test question, its result and the hint bubble pass axe at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/test/questions');
  await page.getByRole('button', { name: 'Начать тест' }).click();
  await expect(page.getByTestId('level-test-question')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  // Wrong answers throughout: the test ends after the A1 section.
  for (let i = 0; i < 7; i += 1) {
    const form = page.getByTestId('level-test-question');
    const question = LEVEL_TEST_QUESTIONS.find((q) => q.id === `a1-${i + 1}`)!;
    await expect(form).toHaveAttribute('data-question', question.id);
    await form.getByRole('radio', { name: question.options[(question.answer + 1) % question.options.length], exact: true }).check();
    await form.getByRole('button', { name: 'Ответить' }).click();
  }
  await expect(page.getByTestId('level-test-result')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  await signInByApi(page, 'student@demo.school');
  await page.goto('/lms/referral');
  await page.getByRole('button', { name: 'Когда начислят уроки?' }).click();
  await expect(page.getByRole('dialog', { name: 'Бонус за друга' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
});
