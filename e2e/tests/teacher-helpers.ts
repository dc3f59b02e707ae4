import { expect, type Page } from '@playwright/test';
import { signInByApi } from './helpers';

/** The school's time zone, as the Playwright config sets for the browser. */
const TIME_ZONE = 'Europe/Moscow';

/** 'dd.MM.yyyy' of a day `days` from today in the browser's time zone. */
export function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat('ru-RU', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** Signs in through the API and opens a page. */
export async function openAs(page: Page, email: string, path: string) {
  await signInByApi(page, email);
  await page.goto(path);
}

export function studentTabs(page: Page) {
  return page.getByRole('navigation', { name: 'Разделы страницы ученика' });
}

export function nextLessonBlock(page: Page) {
  return page.getByTestId('next-lesson');
}

/** Waits for the student page of a student to be shown. */
export async function expectStudentPage(page: Page, fullName: string) {
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
}
