import { expect, test, type Page } from '@playwright/test';
import { asReturningReader, signInByApi, untilAppOwnsView, watchConsole } from './helpers';
import { observeLayoutShifts, settledLayoutShifts } from './layout-shifts';
import { dayFromToday, openAs } from './teacher-helpers';

/** 'Пройдено 7 шагов из 426' → 7 */
async function doneSteps(page: Page): Promise<number> {
  const text = (await page.getByTestId('it-course-progress').textContent()) ?? '';
  const match = /Пройдено (\d+) \S+ из 426/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]);
}

const units = (page: Page) => page.getByTestId('it-unit');

/**
 * dnd-kit's keyboard sensor starts listening for the arrows a task after the drag starts; a person
 * never presses that fast, a test can. One frame is enough.
 */
const sensorListening = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));

test.describe('IT course', () => {
  test('student2 plays a drag step by keyboard and sees the progress move after a reload', async ({ page }) => {
    const problems = watchConsole(page);
    await openAs(page, 'student2@demo.school', '/lms/courses/it');
    await expect(page.getByRole('heading', { level: 1, name: 'Английский для IT' })).toBeVisible();
    await expect(units(page)).toHaveCount(5);
    // Bought 30 days ago: units 1 and 2 are open, unit 3 opens in 12 days.
    await expect(units(page).nth(0)).not.toHaveAttribute('data-status', 'locked');
    await expect(units(page).nth(1)).not.toHaveAttribute('data-status', 'locked');
    await expect(units(page).nth(2)).toHaveAttribute('data-status', 'locked');
    await expect(units(page).nth(2)).toContainText(`Откроется ${dayFromToday(12)}`);
    await expect(page.getByTestId('course-facts')).toContainText('Доступ к платформе: 6 месяцев');
    const before = await doneSteps(page);

    // Unit 1, lesson 2, step 4: words dragged into a stand-up update.
    await page.goto('/lms/courses/it/1/2/4');
    const exercise = page.getByTestId('exercise');
    await expect(exercise).toHaveAttribute('data-kind', 'dragDropSentences');
    // Keys pressed on the server's first view reach nothing until the app has taken it over.
    await untilAppOwnsView(page);
    const bank = exercise.getByTestId('drag-bank');
    const firstWord = bank.getByTestId('drag-item').first();
    const word = ((await firstWord.textContent()) ?? '').trim();
    const gaps = exercise.getByTestId('drop-place');
    // What a screen reader hears (the drag area's live region).
    const spoken = page.locator('[id^="DndLiveRegion"]');

    await firstWord.focus();
    await page.keyboard.press('Space');
    // Taking the word is announced, then the place it is over: the bank.
    await expect(spoken).toHaveText(`«${word}»: Варианты.`);
    await sensorListening(page);
    await page.keyboard.press('ArrowRight');
    await expect(spoken).toHaveText(`«${word}»: Пропуск 1.`);
    await page.keyboard.press('Space');
    await expect(spoken).toHaveText(`«${word}» положен: Пропуск 1.`);
    await expect(gaps.first().getByTestId('drag-item')).toHaveText(word);
    await expect(bank.getByText(word, { exact: true })).toHaveCount(0);
    // The word that was put down keeps the focus; it goes on to the second gap the same way.
    await expect(gaps.first().getByTestId('drag-item')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(spoken).toHaveText(`«${word}»: Пропуск 1.`);
    await sensorListening(page);
    await page.keyboard.press('ArrowDown');
    await expect(spoken).toHaveText(`«${word}»: Пропуск 2.`);
    await page.keyboard.press('Enter');
    await expect(gaps.nth(1).getByTestId('drag-item')).toHaveText(word);
    await expect(gaps.first().getByTestId('drag-item')).toHaveCount(0);

    await exercise.getByRole('button', { name: 'Проверить' }).click();
    await expect(exercise.getByTestId('exercise-score')).toHaveText(/^Верно \d+ из \d+$/);
    await expect(exercise.getByTestId('item-feedback').first()).toBeVisible();
    await exercise.getByRole('button', { name: 'Исправить ответы' }).click();
    await expect(exercise.getByTestId('exercise-score')).toHaveText('');

    // Opening the step recorded it: after a reload it is marked and the course counts one step more.
    await page.reload();
    await expect(page.getByTestId('it-step-link').nth(3)).toHaveAttribute('data-done', 'true');
    await page.goto('/lms/courses/it');
    await expect.poll(() => doneSteps(page)).toBe(before + 1);
    expect(problems).toEqual([]);
  });

  test('a student without the course sees the no-access text and the way to buy it', async ({ page }) => {
    await openAs(page, 'student@demo.school', '/lms/courses/it');
    const refusal = page.getByTestId('course-no-access');
    await expect(refusal.getByRole('heading', { name: 'У вас нет доступа к этому курсу' })).toBeVisible();
    // The course's price card is on the page itself: what is inside, and buying in place.
    await expect(refusal.getByTestId('course-card')).toContainText('5 разделов: 52 урока');
    await expect(refusal.getByRole('button', { name: 'Купить курс' })).toBeVisible();
    await page.goto('/lms/courses/it/1/2/4');
    await expect(page.getByText('У вас нет доступа к этому курсу')).toBeVisible();
    await expect(page.getByTestId('exercise')).toHaveCount(0);
  });

  test('a teacher sees the units that are locked for students as open, and records nothing', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/courses/it');
    await expect(page.getByText('Вы преподаватель: все разделы открыты')).toBeVisible();
    await expect(units(page)).toHaveCount(5);
    for (let i = 0; i < 5; i++) await expect(units(page).nth(i)).not.toHaveAttribute('data-status', 'locked');
    await expect(page.getByText(/Откроется/)).toHaveCount(0);
    await units(page).nth(2).getByRole('link').first().click();
    await expect(page.getByTestId('it-step')).toBeVisible();
    await expect(page.getByTestId('exercise').first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('it-step-link').first()).toHaveAttribute('data-done', 'false');
  });

  test('a locked unit says when it opens', async ({ page }) => {
    await openAs(page, 'student2@demo.school', '/lms/courses/it/3/2/1');
    await expect(page.getByTestId('it-unit-locked')).toContainText(`Этот раздел откроется ${dayFromToday(12)}`);
    await expect(page.getByTestId('exercise')).toHaveCount(0);
  });
});

// After the journeys above (the tests of a file run in order): these visits must not change the
// progress the first one counts.
for (const [device, viewport] of [
  ['a desktop', { width: 1366, height: 900 }],
  ['a phone', { width: 412, height: 823 }],
] as const) {
  test(`a step of the IT course does not jump while it loads, on ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await observeLayoutShifts(page);
    await signInByApi(page, 'student2@demo.school');
    await asReturningReader(page);
    // Unit 1, lesson 2, step 4 (the bench's page): a drag-and-drop step. It arrives with its first view
    // (the course's structure and the lesson's exercises with it), which the app then replaces.
    await page.goto('/lms/courses/it/1/2/4');
    const exercise = page.getByTestId('exercise');
    await expect(exercise).toHaveAttribute('data-kind', 'dragDropSentences');
    await expect(exercise.getByTestId('drag-item').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Шаги урока' })).toBeVisible();
    let { cls, shifts } = await settledLayoutShifts(page);
    expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBe(0);

    // Lesson 3 (a table to fill), which the demo's student2 has not begun: recording the visit turns its
    // status from «Не начат» to «В процессе» after the page has shown (the answer is held back here as
    // on a slow network; the desktop run is the first visit), and nothing moves for it.
    await page.route('**/api/data/students.createCourseResult', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.fallback();
    });
    await page.goto('/lms/courses/it/1/3/2');
    await expect(page.getByTestId('exercise')).toHaveAttribute('data-kind', 'dragDropToTable');
    await expect(page.getByRole('navigation', { name: 'Шаги урока' })).toContainText('В процессе');
    ({ cls, shifts } = await settledLayoutShifts(page));
    expect(cls, `layout shifts: ${JSON.stringify(shifts)}`).toBe(0);
  });
}
