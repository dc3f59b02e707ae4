import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A phone no other lead of this run has: leads of one phone within ten minutes are one lead. */
export function uniquePhone(): string {
  const digits = String(Date.now() + Math.floor(Math.random() * 1000)).slice(-7);
  return `+7 999 ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5, 7)}`;
}

/** Fills the introductory-lesson form (the one on the page) and sends it. */
export async function bookIntroLesson(page: Page, lead: { name: string; phone: string; contact?: string; ageGroup?: string; time?: string }) {
  const form = page.getByTestId('lead-form');
  await form.getByLabel('Имя').fill(lead.name);
  await form.getByLabel('Телефон').fill(lead.phone);
  if (lead.contact) await form.getByLabel('E-mail или мессенджер').fill(lead.contact);
  if (lead.ageGroup) await form.getByLabel('Кто будет заниматься').selectOption({ label: lead.ageGroup });
  await form.getByLabel('Когда удобно заниматься').selectOption({ label: lead.time ?? 'Вечером, 17:00–22:00' });
  await form.getByRole('button', { name: 'Записаться на бесплатный урок' }).click();
}

/** Serious and critical axe findings of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Nothing sticks out sideways: the page scrolls only vertically at its width. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}
