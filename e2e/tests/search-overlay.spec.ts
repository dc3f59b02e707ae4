import { expect, test, type Page } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';
import { levels } from './learner-content';

/** A search tag of a lesson that is long enough to be typed in part. */
function someTag(): string {
  const tags = levels().flatMap((l) => l.lessons.flatMap((lesson) => lesson.searchTags));
  return tags.find((t) => /^[a-z ]{8,}$/i.test(t)) ?? tags[0]!;
}

async function openByKeyboard(page: Page) {
  await page.getByTestId('search-button').focus();
  await page.keyboard.press('Enter');
  const input = page.getByRole('combobox', { name: 'Поиск по урокам и тегам' });
  await expect(input).toBeFocused();
  return input;
}

test.describe('search overlay', () => {
  test('loads only when asked and works by keyboard alone', async ({ page }) => {
    const problems = watchConsole(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await signInByApi(page, 'student@demo.school');
    await page.goto('/lms/settings');
    await expect(page.getByTestId('search-button')).toBeVisible();
    expect(requested.filter((u) => u.includes('__federation_expose_SearchOverlay') || u.includes('catalogue-'))).toEqual([]);

    const input = await openByKeyboard(page);
    await expect(input).toHaveAttribute('placeholder', 'Введите ваш запрос');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // No results before anything is typed.
    await expect(page.getByRole('listbox')).toHaveCount(0);

    const tag = someTag();
    await page.keyboard.type(tag.slice(0, 6));
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.first()).toHaveText(/^#/);
    expect(Number(await options.first().getAttribute('data-score'))).toBeLessThanOrEqual(0.2);
    const box = await page.getByRole('listbox').boundingBox();
    expect(box!.height).toBeLessThanOrEqual(250);
    const dialog = await page.getByRole('dialog', { name: 'Поиск по урокам, тегам и фразам' }).boundingBox();
    expect(Math.round(dialog!.width)).toBe(300);

    // Down picks the first result, Up from it wraps to the last, Down again back to the first.
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const count = await options.count();
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const picked = (await options.first().textContent())!.slice(1);

    // Tab stays inside the dialog.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Закрыть поиск' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();

    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lms\/search\?tag=/);
    expect(new URL(page.url()).searchParams.get('tag')).toBe(picked);
    await expect(page.getByTestId('search-overlay')).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(page.getByRole('heading', { level: 1, name: `Уроки и материалы с тегом #${picked}` })).toBeVisible();
    await expect(page.getByTestId('search-lesson').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('Enter without a picked result searches the typed text; Escape closes and gives focus back', async ({ page }) => {
    await signInByApi(page, 'student@demo.school');
    await page.goto('/lms/lessons');
    await openByKeyboard(page);
    await page.keyboard.type('щщщщщщщщ');
    await expect(page.getByText('Ничего не найдено')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('search-overlay')).toHaveCount(0);
    await expect(page.getByTestId('search-button')).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Поиск по урокам и тегам' })).toBeFocused();
    const lesson = levels()[0]!.lessons[0]!;
    await page.keyboard.type(lesson.title);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lms\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(lesson.title);
    await expect(page.getByTestId('search-lesson').filter({ hasText: lesson.title }).first()).toBeVisible();
  });

  test('finds a phrase of the bank and a lesson by their words and opens them', async ({ page }) => {
    await signInByApi(page, 'student@demo.school');
    await page.goto('/lms/lessons');
    await openByKeyboard(page);
    await page.keyboard.type('umbrella');
    const phrase = page.getByRole('option').filter({ hasText: "It's raining, take an umbrella." });
    await expect(phrase).toBeVisible();
    await expect(phrase).toHaveAttribute('data-kind', 'phrase');
    await phrase.click();
    await expect(page).toHaveURL(/\/lms\/phrases\?level=A1&lesson=A1-18&phrase=328/);
    await expect(page.locator('#phrase-328')).toHaveAttribute('aria-current', 'true');

    // A lesson by a word of its title that no tag and no other lesson has.
    const all = levels().flatMap((l) => l.lessons);
    const words = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);
    const { lesson, word } = all
      .flatMap((lesson) => words(lesson.title).map((word) => ({ lesson, word })))
      .find(
        ({ lesson, word }) =>
          word.length >= 7 &&
          !lesson.searchTags.some((t) => t.toLowerCase().includes(word)) &&
          all.filter((other) => JSON.stringify(other).toLowerCase().includes(word)).length === 1,
      )!;
    await openByKeyboard(page);
    await page.keyboard.type(word);
    const found = page
      .getByRole('option')
      .filter({ hasText: `${lesson.id} · ` })
      .first();
    await expect(found).toBeVisible();
    await found.click();
    await expect(page).toHaveURL(new RegExp(`/lms/lessons/${lesson.id}$`));
  });
});
