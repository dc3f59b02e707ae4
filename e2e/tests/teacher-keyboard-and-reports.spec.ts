import { expect, test, type Page } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';
import { openAs } from './teacher-helpers';

/** What is focused now: its test id, or its role and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return el.dataset.testid ?? `${el.tagName.toLowerCase()}:${(el.textContent ?? '').trim().slice(0, 40)}`;
  });

test.describe('a teacher and the students of her group', () => {
  test('opens the students of her group from the group page, with no refusals on the way', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await openAs(page, 'teacher@demo.school', '/lms/student-groups/1');
    const groupPage = page.getByTestId('student-group-page');
    const links = groupPage.locator('a[href^="/lms/students/"]');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs.slice(0, 4)) {
      await page.goto('/lms/student-groups/1');
      await groupPage.locator(`a[href="${href}"]`).first().click();
      await expect(page.getByTestId('student-page')).toBeVisible();
      await expect(page.getByText('Нет доступа')).toHaveCount(0);
    }
    expect(problems.filter((p) => p.includes('403'))).toEqual([]);
  });
});

test.describe('addresses that lead nowhere', () => {
  test('an unknown course address is the not-found page, and /lms/texts/1 opens the first text', async ({ page }) => {
    await openAs(page, 'student2@demo.school', '/lms/courses/teens');
    await expect(page.getByRole('heading', { name: 'Такой страницы не существует' })).toBeVisible();
    await expect(page.getByText('Произошла непредвиденная ошибка')).toHaveCount(0);
    await page.goto('/lms/texts/1');
    await expect(page).toHaveURL(/\/lms\/texts\/\d{2,}$/);
    await expect(page.getByTestId('material-page')).toHaveAttribute('data-material-type', 'text');
  });
});

test.describe("the teacher's student page", () => {
  test('shows reports collapsed to a summary line (the newest open), expanding on demand from the keyboard', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/9');
    const cards = page.getByTestId('report-list').getByTestId('report-card');
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toHaveAttribute('data-expanded', 'true');
    const second = cards.nth(1);
    await expect(second).toHaveAttribute('data-expanded', 'false');
    const toggle = second.getByTestId('report-toggle');
    await expect(toggle).toHaveText('Показать отчёт');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('data-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText('Свернуть');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('data-expanded', 'false');
    // Ten reports no longer make a page of tens of thousands of pixels.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(9000);
  });

  test('reaches «Добавить отчёт» in a few Tab presses', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/9');
    await expect(page.getByTestId('report-list').getByTestId('report-card').first()).toBeVisible();
    let presses = 0;
    while (presses < 15) {
      await page.keyboard.press('Tab');
      presses += 1;
      if ((await focused(page)).startsWith('button:Добавить отчёт')) break;
    }
    expect(await focused(page)).toMatch(/^button:Добавить отчёт/);
    // The skip link, the header (logo, teacher items, library, search, the bell, the avatar), then the page.
    expect(presses).toBeLessThanOrEqual(13);
  });

  test('keeps the focus after closing the report dialog and after saving a report', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/12');
    const add = page.getByTestId('add-report').getByRole('button', { name: 'Добавить отчёт' });
    await add.click();
    const dialog = page.getByTestId('new-report-dialog');
    await expect(dialog.getByTestId('report-form')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    await add.click();
    await dialog.getByLabel('Тема урока').fill('Фокус после сохранения');
    await dialog.getByRole('button', { name: 'Сохранить отчёт' }).click();
    const confirm = page.getByRole('dialog', { name: 'Подтвердите дату урока' });
    await confirm.getByRole('button', { name: 'Да, урок прошёл в этот день' }).click();
    await expect(page.getByTestId('report-added')).toBeVisible();
    await expect(page.getByTestId('report-added')).toBeFocused();
    // The next Tab is «Добавить ещё один отчёт».
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^button:Добавить ещё/);
  });

  test('gives the focus back after closing the avatar menu and keeps it inside the mobile menu', async ({ page }) => {
    await openAs(page, 'teacher@demo.school', '/lms/students/9');
    const avatar = page.getByTestId('avatar-menu');
    await avatar.click();
    await expect(page.getByRole('link', { name: 'Настройки профиля' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(avatar).toBeFocused();

    await page.setViewportSize({ width: 375, height: 800 });
    const burger = page.getByTestId('burger');
    await burger.click();
    const drawer = page.getByTestId('menu-drawer');
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
  });
});

test('the focus ring stands out (3:1 at least)', async ({ page }) => {
  await signInByApi(page, 'teacher@demo.school');
  await page.goto('/lms/students/9');
  await expect(page.getByTestId('report-list').getByTestId('report-card').first()).toBeVisible();
  for (let i = 0; i < 15 && !(await focused(page)).startsWith('button:Добавить отчёт'); i += 1) await page.keyboard.press('Tab');
  const shadow = await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow);
  // The ring's outer colour is the accent blue rgb(29, 78, 216), opaque: 6.7:1 on white.
  expect(shadow).toContain('rgb(29, 78, 216)');
});
