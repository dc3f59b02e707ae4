import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingTexts, validationTexts } from '@school/shared/texts';
import { json, renderWithApp, stubFetch } from '@school/shared/testing';
import { IntroLessonPage } from './intro-lesson-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** The page as a visitor sees it (no session). */
function renderAsVisitor(at = '/introductory-lesson') {
  return renderWithApp(<IntroLessonPage />, { user: null, at });
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Имя'), 'Анна');
  await user.type(screen.getByLabelText('Телефон'), '+7 916 123-45-67');
  await user.type(screen.getByLabelText('E-mail или мессенджер'), '@anna_english');
  await user.selectOptions(screen.getByLabelText('Кто будет заниматься'), 'Взрослый');
  await user.selectOptions(screen.getByLabelText('Когда удобно заниматься'), 'Вечером, 17:00–22:00');
}

describe('the introductory-lesson form', () => {
  it('says what is missing in Russian and sends nothing', async () => {
    const { calls } = stubFetch(() => json({ ok: true }, 201));
    const user = userEvent.setup();
    renderAsVisitor();
    await user.click(screen.getByRole('button', { name: 'Записаться на бесплатный урок' }));
    expect(screen.getByText(landingTexts.lead.nameRequired)).toBeTruthy();
    expect(screen.getAllByText(validationTexts.required).length).toBeGreaterThan(0);
    expect(screen.getByText(landingTexts.lead.ageGroupRequired)).toBeTruthy();
    expect(screen.getByText(landingTexts.lead.timeRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the lead with the invitation of the link and thanks the visitor by name', async () => {
    const { calls } = stubFetch(() => json({ ok: true }, 201));
    const user = userEvent.setup();
    renderAsVisitor('/introductory-lesson?ref=student9');
    expect(screen.getByText(/Вы пришли по приглашению друга/)).toBeTruthy();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Записаться на бесплатный урок' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Спасибо, заявка принята!' })).toBeTruthy());
    expect(screen.getByText(/Анна, мы позвоним вам/)).toBeTruthy();
    const sent = calls.find((c) => c.url.endsWith('/api/public/leads'))!;
    expect(await sent.json()).toEqual({
      name: 'Анна',
      phone: '+7 916 123-45-67',
      contact: '@anna_english',
      ageGroup: 'adult',
      time: 'evening',
      source: 'referral',
      referralCode: 'STUDENT9',
    });
  });

  it("shows the server's refusal (too many requests) and keeps what was typed", async () => {
    stubFetch(() => json({ errors: [{ message: 'Слишком много заявок. Попробуйте ещё раз через 7 минут.' }] }, 429));
    const user = userEvent.setup();
    renderAsVisitor();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Записаться на бесплатный урок' }));
    expect(await screen.findByText('Не удалось отправить заявку. Слишком много заявок. Попробуйте ещё раз через 7 минут.')).toBeTruthy();
    expect((screen.getByLabelText('Имя') as HTMLInputElement).value).toBe('Анна');
  });
});
