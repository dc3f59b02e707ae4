import type { Page } from '@playwright/test';

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
