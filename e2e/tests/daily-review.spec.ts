import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';

/**
 * The daily review: a learner adds a lesson's sentences and two dictionary words, reviews and rates
 * them, sees tomorrow's count; the school's clock moves a day (the server's test clock) and the due
 * cards come back, ratings given offline are sent when the network returns; the teacher sees the
 * practice on the student's Stats tab.
 */
const LEARNER = 'kid@demo.school';
const LEARNER_ID = 11;
const DAY = 86_400_000;

const setClock = async (request: APIRequestContext, offsetMs: number) => expect((await request.put('/api/test-clock', { data: { offsetMs } })).ok()).toBe(true);

const card = (page: Page) => page.getByTestId('review-card');

/** Answers the cards on screen until none is due now: the first Снова, the rest Хорошо; answers how many. */
async function reviewAll(page: Page, firstRating: '1' | '3' = '1'): Promise<{ count: number; failedPrompt: string }> {
  let count = 0;
  let failedPrompt = '';
  for (; count < 40; count++) {
    if (!(await card(page).isVisible())) break;
    const prompt = (await page.getByTestId('review-prompt').textContent()) ?? '';
    const input = page.getByLabel('Ваш перевод');
    await expect(input).toBeFocused();
    // Enter with nothing typed shows the answer; then the ratings and their intervals.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('review-answer')).toBeVisible();
    const rating = count === 0 ? firstRating : '3';
    if (rating === '1') failedPrompt = prompt;
    await page.keyboard.press(rating);
    await expect(page.getByTestId('review-prompt').or(page.getByTestId('review-done'))).toBeVisible();
  }
  return { count, failedPrompt };
}

test.describe('daily review', () => {
  test.afterEach(async ({ request }) => setClock(request, 0));

  test('a learner adds cards, reviews them, comes back the next day; the teacher sees the practice', async ({ browser, page, request, context }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await setClock(request, 0);
    await signInByApi(page, LEARNER);

    // A lesson's sentences, with one click from its training tab.
    await page.goto('/lms/lessons/A1-2/training-sentences');
    const addLesson = page.getByTestId('add-to-review').filter({ hasText: 'Все предложения урока — на повторение' });
    await addLesson.click();
    await expect(page.getByTestId('in-review')).toHaveText('✓ Предложения урока в повторении');

    // Two dictionary words.
    await page.goto('/lms/dictionary');
    for (const [word, translation] of [
      ['an umbrella', 'зонт'],
      ['a raincoat', 'дождевик'],
    ] as const) {
      const form = page.getByTestId('add-word-form');
      await form.getByLabel('Слово или выражение').fill(word);
      await form.getByLabel('Перевод').fill(translation);
      await form.getByRole('button', { name: 'Добавить' }).click();
      const row = page.getByTestId('dictionary-word').filter({ hasText: word });
      await row.getByRole('button', { name: `На повторение: ${word}` }).click();
      await expect(row.getByTestId('in-review')).toBeVisible();
    }

    // The main menu leads to the review; the cards of today.
    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Повторение' }).click();
    await expect(page).toHaveURL(/\/lms\/review$/);
    await expect(card(page)).toBeVisible();
    const today = page.getByTestId('review-count-today');
    await expect(today).toContainText(/\d+ карточ/);
    // A typed answer is checked by the school's checker; the ratings show when each card comes back.
    const failedFirst = (await page.getByTestId('review-prompt').textContent()) ?? '';
    await page.getByLabel('Ваш перевод').fill('something else entirely');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Не совсем. Сравните с ответом и оцените, как вспомнилось.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Снова, вернётся через 1 мин/ })).toBeFocused();
    await expect(page.getByRole('button', { name: /^Хорошо, вернётся через 10 мин/ })).toBeVisible();
    await page.keyboard.press('1');
    const first = await reviewAll(page, '3');
    expect(first.count).toBeGreaterThan(3);
    // Nothing due now: the cards rated Снова and Хорошо come back later today.
    await expect(page.getByTestId('review-done')).toContainText('Следующая карточка вернётся через');

    // Tomorrow's count and the day practised, after a reload.
    await page.reload();
    await expect(page.getByTestId('review-count-tomorrow')).toContainText(/[1-9]\d* карточ/);
    await expect(page.getByTestId('review-streak')).toHaveText('Серия: 1 день подряд');
    await expect(page.getByTestId('reviews-chart').locator('[data-drawn]')).toBeVisible();

    // A day later (the school's clock moved on the server), the due cards come back.
    await setClock(request, DAY);
    await page.goto('/lms/dashboard');
    await expect(page.getByTestId('dashboard-daily-review')).toContainText(/На сегодня: \d+ карточ/);
    await page.getByTestId('dashboard-daily-review').getByRole('link', { name: 'Повторить' }).click();
    await expect(card(page)).toBeVisible();

    // Offline: a rating is kept on the device and sent when the network returns.
    await context.setOffline(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('1');
    await expect(page.getByTestId('review-offline')).toContainText('Нет связи: 1 повторение сохранено на этом устройстве');
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByTestId('review-offline')).toHaveCount(0);
    const second = await reviewAll(page, '1');
    // Every rating has reached the server: none waits on the device.
    await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, `school.review-queue:${LEARNER_ID}`)).toBe(0);

    // The teacher, on their own device, sees the practice and the card failed on the Stats tab.
    const teacherContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    const teacherProblems = watchConsole(teacher);
    await signInByApi(teacher, 'teacher@demo.school');
    await teacher.goto(`/lms/students/${LEARNER_ID}/stats`);
    const summary = teacher.getByTestId('student-review-summary');
    await expect(summary.getByTestId('review-days')).toHaveText('2');
    await expect(summary.getByTestId('review-most-failed')).toContainText(failedFirst);
    await expect(summary.getByTestId('review-most-failed')).toContainText(second.failedPrompt);
    await teacherContext.close();
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED') && !p.includes('Failed to fetch'))).toEqual([]);
    expect(teacherProblems).toEqual([]);
  });
});
