import { expect, test } from '@playwright/test';
import { seriousViolations } from './accessibility-helpers';
import { signInByApi, watchConsole } from './helpers';

test("a kid's account gets the kids dashboard: app links and parents' videos", async ({ page }) => {
  const problems = watchConsole(page);
  await signInByApi(page, 'kid@demo.school');
  await page.goto('/lms/dashboard');
  const dashboard = page.getByTestId('learner-dashboard');
  await expect(dashboard).toHaveAttribute('data-variant', 'kids');
  await expect(dashboard.getByRole('heading', { name: 'Здравствуйте, Миша!' })).toBeVisible();
  await expect(dashboard.getByRole('link', { name: 'Загрузить в App Store' })).toBeVisible();
  await expect(dashboard.getByRole('link', { name: 'Скачать в Google Play' })).toBeVisible();
  await expect(dashboard.getByTestId('parents-videos')).toBeVisible();
  await expect(dashboard.getByRole('heading', { name: 'Отзывы родителей' })).toBeVisible();
  await expect(dashboard.getByTestId('dashboard-level-test')).toHaveCount(0);
  await expect(dashboard.getByTestId('course-card')).toHaveText([/Английский A1–C1/, /Английский для детей/]);
  await expect(dashboard.getByTestId('tariff-block')).toContainText('Дети');
  expect(problems).toEqual([]);
});

test("a teen's account gets the teens dashboard", async ({ page }) => {
  await signInByApi(page, 'teen@demo.school');
  await page.goto('/lms/dashboard');
  const dashboard = page.getByTestId('learner-dashboard');
  await expect(dashboard).toHaveAttribute('data-variant', 'teens');
  await expect(dashboard.getByRole('heading', { name: 'Как проходит урок для подростков' })).toBeVisible();
  await expect(dashboard.getByTestId('course-card')).toHaveText([/Английский A1–C1/, /Английский для подростков/]);
  await expect(dashboard.getByTestId('app-store-links')).toHaveCount(0);
  await expect(dashboard.getByTestId('parents-videos')).toHaveCount(0);
  await expect(dashboard.getByTestId('dashboard-level-test')).toBeVisible();
});

test('an adult learner gets the default dashboard with paid lessons, tariffs and the tax deduction', async ({ page }) => {
  await signInByApi(page, 'student@demo.school');
  await page.goto('/lms/dashboard');
  const dashboard = page.getByTestId('learner-dashboard');
  await expect(dashboard).toHaveAttribute('data-variant', 'default');
  await expect(dashboard.getByRole('heading', { name: 'Налоговый вычет 13 % за обучение' })).toBeVisible();
  await expect(dashboard.getByRole('link', { name: 'Мои платежи и справка' })).toHaveAttribute('href', '/lms/payments');
  // Then the courses an adult may buy, each opening its page.
  await expect(dashboard.getByTestId('course-card')).toHaveText([/Английский A1–C1/, /Английский для IT/, /Собеседование на английском/, /Уверенный турист/]);
  await expect(dashboard.getByTestId('lessons-left-card')).toContainText('Индивидуальный урок, 50 минут');
  await expect(dashboard.getByTestId('tariff-block')).toContainText('Самый популярный');
  await expect(dashboard.getByTestId('app-store-links')).toHaveCount(0);
  // A learner who has bought already is not offered the free lesson.
  await expect(dashboard.getByTestId('dashboard-free-lesson')).toHaveCount(0);
});

test('a closed notification stays closed after a reload; the first course keeps its hint', async ({ page }) => {
  await signInByApi(page, 'student@demo.school');
  await page.goto('/lms/dashboard');
  const notification = page.getByTestId('dashboard-notification').filter({ hasText: 'С чего начать' });
  await expect(notification).toBeVisible();
  await expect(page.getByTestId('course-hint')).toBeVisible();

  await notification.getByRole('button', { name: 'Закрыть уведомление: С чего начать' }).click();
  await expect(notification).toHaveCount(0);
  const stored = await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('dashboard-notification-')));
  expect(stored).toHaveLength(1);
  expect(JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), stored[0]!))!)).toMatchObject({ type: 'hidden' });

  await page.reload();
  await expect(page.getByTestId('learner-dashboard')).toBeVisible();
  await expect(page.getByTestId('dashboard-notification')).toHaveCount(0);
  // The pulsar belongs to the notification on the server, not to the closed card.
  await expect(page.getByTestId('course-hint')).toBeVisible();
  await page.getByTestId('course-hint').getByRole('button', { name: 'Подсказка' }).click();
  await expect(page.getByRole('dialog', { name: 'Ваш первый шаг' })).toContainText('Начните отсюда');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the courses carousel is used by keyboard: one slide in sight, arrows locked for 500 ms', async ({ page }) => {
    // kid@ has the main course and the kids course: two slides.
    await signInByApi(page, 'kid@demo.school');
    await page.goto('/lms/dashboard');
    const carousel = page.getByTestId('courses-carousel');
    const slides = carousel.getByTestId('course-slide');
    await expect(slides).toHaveCount(2);
    await expect(slides.nth(0)).toHaveAttribute('data-in-sight', 'true');
    await expect(slides.nth(1)).toHaveAttribute('data-in-sight', 'false');

    const previous = carousel.getByRole('button', { name: 'Предыдущие курсы' });
    const next = carousel.getByRole('button', { name: 'Следующие курсы' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await next.focus();
    // The back arrow as it is in the very render that moves the slides (a busy machine may take longer
    // than the 500 ms lock between two checks, so it is read in the page when the move happens).
    await carousel.evaluate((element) => {
      const moved = element.querySelectorAll('[data-testid="course-slide"]')[1]!;
      const back = element.querySelector('button[aria-label="Предыдущие курсы"]')!;
      (window as unknown as { backAtMove: Promise<string | null> }).backAtMove = new Promise((resolve) => {
        new MutationObserver((_, observer) => {
          if (moved.getAttribute('data-in-sight') !== 'true') return;
          observer.disconnect();
          resolve(back.getAttribute('aria-disabled'));
        }).observe(moved, { attributes: true });
      });
    });
    await page.keyboard.press('Enter');
    await expect(slides.nth(1)).toHaveAttribute('data-in-sight', 'true');
    await expect(slides.nth(0)).toHaveAttribute('data-in-sight', 'false');
    // Locked right after the move, focus stays on the arrow.
    expect(await page.evaluate(() => (window as unknown as { backAtMove: Promise<string | null> }).backAtMove)).toBe('true');
    await expect(next).toBeFocused();
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'true');

    // Tab reaches the course in sight, not the one moved away.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Английский для детей' })).toBeFocused();

    // The left arrow key inside the carousel moves back.
    await page.keyboard.press('ArrowLeft');
    await expect(slides.nth(0)).toHaveAttribute('data-in-sight', 'true');
    // The lock ends: the forward arrow comes back.
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');
    await previous.focus();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Английский A1–C1' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lms\/lessons/);
  });

  for (const email of ['student@demo.school', 'student2@demo.school', 'kid@demo.school']) {
    test(`the dashboard of ${email} has no serious accessibility problems at 375 px`, async ({ page }) => {
      await signInByApi(page, email);
      await page.goto('/lms/dashboard');
      await expect(page.getByTestId('learner-dashboard')).toBeVisible();
      await expect(page.getByTestId('tariff-block')).toBeVisible();
      expect(await seriousViolations(page), email).toEqual([]);
      // Nothing sticks out of the screen sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }

  test('on desktop width the two courses fit, so there are no arrows', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInByApi(page, 'kid@demo.school');
    await page.goto('/lms/dashboard');
    await expect(page.getByTestId('course-slide')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Следующие курсы' })).toHaveCount(0);
  });
});

test("admins read the weekly funnel and the dashboard cards' conversion", async ({ page }) => {
  // A learner's visit to the dashboard sends its views by beacon when the page goes away.
  await signInByApi(page, 'student2@demo.school');
  await page.goto('/lms/dashboard');
  await expect(page.getByTestId('lessons-left-card')).toBeVisible();
  await page.getByTestId('dashboard-referral').getByRole('link', { name: 'Пригласить друга' }).click();
  await expect(page).toHaveURL(/\/lms\/referral/);

  await signInByApi(page, 'admin@demo.school');
  await page.goto('/lms/admin/analytics');
  const analytics = page.getByTestId('admin-analytics');
  await expect(analytics.getByRole('heading', { name: 'Воронка по неделям' })).toBeVisible();
  await expect(analytics.getByTestId('funnel-table').locator('tbody tr')).toHaveCount(9);
  await expect(analytics.getByTestId('funnel-table')).toContainText('Всего');
  const referral = analytics.getByTestId('placements-table').locator('tr[data-target="dashboard.referral"]');
  await expect(async () => {
    await page.reload();
    await expect(referral).toContainText('Пригласить друга', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await analytics.getByLabel('Период').selectOption('4');
  await expect(analytics.getByTestId('funnel-table').locator('tbody tr')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
});
