import { expect, test, type Page } from '@playwright/test';
import { signInByApi, watchConsole } from './helpers';
import { findMaterial, levels, materialUrl } from './learner-content';

const ACCENT = 'rgb(29, 78, 216)';

function sidebar(page: Page) {
  return page.getByTestId('library-sidebar');
}

test.describe('lesson library', () => {
  test('a student opens a lesson, one of its materials and a tag chip to the search page', async ({ page }) => {
    const problems = watchConsole(page);
    const first = levels()[0]!.lessons[0]!;
    const material = first.materials.find((m) => m.tags.includes('general'))!;
    const tag = first.searchTags[0]!;

    await signInByApi(page, 'student@demo.school');
    await page.goto('/lms/lessons');
    await expect(page.getByTestId('library-home')).toBeVisible();

    const entry = sidebar(page).locator(`[data-lesson-id="${first.id}"]`);
    const header = entry.getByRole('button', { name: new RegExp(`^${first.id}`) });
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(header).toHaveCSS('color', ACCENT);

    await entry.getByRole('link', { name: 'Теория урока' }).click();
    await expect(page).toHaveURL(new RegExp(`/lms/lessons/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByTestId('lesson-page')).toHaveAttribute('data-layout', first.subtitle ? 'wide' : 'compact');
    await expect(page.getByTestId('lesson-theory').or(page.getByTestId('lesson-plan')).first()).toBeVisible();
    await expect(entry.getByRole('link', { name: 'Теория урока' })).toHaveAttribute('aria-current', 'page');

    await entry.locator(`a[data-material-id="${material.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${materialUrl(first.id, material)}$`));
    await expect(page.getByTestId('material-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: material.name })).toBeVisible();

    await page
      .getByTestId('lesson-page')
      .getByRole('button', { name: `Искать уроки по тегу «${tag}»` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/lms/search\\?tag=${encodeURIComponent(tag).replace(/%20/g, '\\+')}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Уроки и материалы с тегом #${tag}` })).toBeVisible();
    const hit = page.getByTestId('search-lesson').filter({ has: page.getByRole('link', { name: first.title }) });
    await expect(hit).toBeVisible();
    const active = hit.getByRole('button', { name: `Искать уроки по тегу «${tag}»` });
    await expect(active).toHaveAttribute('aria-pressed', 'true');
    await expect(active).toHaveCSS('background-color', ACCENT);
    expect(problems).toEqual([]);
  });

  test('the side panel opens the current lesson and scrolls it into view', async ({ page }) => {
    const level = levels().find((l) => l.lessons.length > 20)!;
    const late = level.lessons.at(-1)!;
    await signInByApi(page, 'student@demo.school');
    await page.goto(`/lms/lessons/${late.id}`);
    const entry = sidebar(page).locator(`[data-lesson-id="${late.id}"]`);
    await expect(entry.getByRole('button', { name: new RegExp(`^${late.id}`) })).toHaveAttribute('aria-expanded', 'true');
    await expect(entry.getByRole('link', { name: 'Теория урока' })).toBeInViewport();
  });

  test('the training tab checks a translation against its alternatives', async ({ page }) => {
    const first = levels()[0]!.lessons[0]!;
    await signInByApi(page, 'teacher@demo.school');
    await page.goto(`/lms/lessons/${first.id}/training-sentences`);
    const training = page.getByTestId('sentence-training');
    await expect(training).toBeVisible();
    await page.getByLabel('Ваш перевод').fill('definitely not the answer');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await expect(training.getByRole('status').filter({ hasText: 'Пока не так' })).toBeVisible();
    await page.getByRole('button', { name: 'Показать ответ' }).click();
    const accepted = training.locator('[lang="en"] li').first();
    const answer = (await accepted.textContent())!;
    await page.getByRole('button', { name: 'Дальше' }).click();
    await expect(page.getByText('Предложение 2')).toBeVisible();
    expect(answer.length).toBeGreaterThan(0);
  });

  test('a lesson that does not exist and a lessonId link', async ({ page }) => {
    await signInByApi(page, 'student@demo.school');
    await page.goto('/lms/lessons/A1-99');
    await expect(page.getByTestId('not-found')).toBeVisible();
    const lesson = levels()[0]!.lessons[1]!;
    await page.goto(`/lms/lessons?lessonId=${lesson.id}`);
    await expect(page).toHaveURL(new RegExp(`/lms/lessons/${lesson.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await page.goto('/lms/lessons?lessonId=Z1-1');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

test.describe('material visibility', () => {
  const marketing = findMaterial((m) => m.tags[0] === 'marketing' && m.type !== 'smalltalk');
  const url = materialUrl(marketing.lesson.id, marketing.material);

  test('a student without the marketing course neither sees a marketing material nor opens its URL', async ({ page }) => {
    await signInByApi(page, 'student@demo.school');
    await page.goto(`/lms/lessons/${marketing.lesson.id}`);
    await expect(page.getByRole('heading', { level: 1, name: marketing.lesson.title })).toBeVisible();
    const entry = sidebar(page).locator(`[data-lesson-id="${marketing.lesson.id}"]`);
    await expect(entry.getByRole('link', { name: 'Теория урока' })).toBeVisible();
    await expect(entry.locator(`a[data-material-id="${marketing.material.id}"]`)).toHaveCount(0);
    await expect(page.getByRole('link', { name: marketing.material.name })).toHaveCount(0);

    await page.goto(url);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Такой страницы не существует' })).toBeVisible();
    await expect(page.getByTestId('material-page')).toHaveCount(0);
  });

  test('a teacher sees the same material in the menu and opens it', async ({ page }) => {
    await signInByApi(page, 'teacher@demo.school');
    await page.goto(`/lms/lessons/${marketing.lesson.id}`);
    const link = sidebar(page).locator(`[data-lesson-id="${marketing.lesson.id}"] a[data-material-id="${marketing.material.id}"]`);
    await expect(link).toBeVisible();
    await expect(link.locator('[data-subject="marketing"]')).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByTestId('material-page')).toHaveAttribute('data-material-id', marketing.material.id);
    await expect(page.getByText('MKT', { exact: true }).first()).toBeVisible();
  });
});

test.describe('the library on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('at 375 px the lesson list folds away, opens on demand and nothing sticks out', async ({ page }) => {
    const problems = watchConsole(page);
    const lessons = levels()[0]!.lessons;
    await signInByApi(page, 'student@demo.school');
    await page.goto(`/lms/lessons/${lessons[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: lessons[0]!.title })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Показать список уроков' });
    await toggle.click();
    await expect(sidebar(page)).toBeVisible();
    const next = sidebar(page).locator(`[data-lesson-id="${lessons[1]!.id}"]`);
    await next.getByRole('button').click();
    await next.getByRole('link', { name: 'Теория урока' }).click();
    await expect(page.getByRole('heading', { level: 1, name: lessons[1]!.title })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Разделы урока' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Материалы урока' })).toBeVisible();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
