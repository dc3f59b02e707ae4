import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeLearner, renderWithApp, stubFetch } from '@school/shared/testing';
import { PaymentsPage } from './payments-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const payments = [
  {
    id: 'a',
    date: '2026-03-02T10:00:00.000Z',
    description: 'Уроки по 50 минут, 32 урока, промокод FIRSTSTEP',
    amount: 25_632,
    status: 'succeeded',
    receiptUrl: 'https://receipts.example/1',
  },
  { id: 'b', date: '2026-03-01T10:00:00.000Z', description: 'Уроки по 50 минут, 8 уроков', amount: 8_720, status: 'canceled', receiptUrl: null },
];

describe('«Мои платежи»', () => {
  it('lists date, what was bought, the sum, the status and the receipt where there is one', async () => {
    stubFetch((request) => (request.url.includes('/payments.list') ? json(payments) : json({}, 404)));
    renderWithApp(<PaymentsPage />, { at: '/lms/payments', user: makeLearner({ firstName: 'Николай', lastName: 'Новичков' }) });
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows[0]!.textContent).toContain('02.03.2026');
    expect(rows[0]!.textContent).toContain('32 урока, промокод FIRSTSTEP');
    expect(rows[0]!.textContent).toContain('25\u00a0632');
    expect(rows[0]!.textContent).toContain('Оплачен');
    expect(within(rows[0]!).getByRole('link', { name: 'Чек об оплате' }).getAttribute('href')).toBe('https://receipts.example/1');
    expect(rows[1]!.textContent).toContain('Отменён');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect((screen.getByLabelText(/ФИО плательщика/) as HTMLInputElement).value).toBe('Новичков Николай');
  });

  it('asks for the certificate with the year and the names, and shows a refusal next to its field', async () => {
    const { calls } = stubFetch((request) => {
      if (request.url.includes('/payments.list')) return json(payments);
      if (request.url.endsWith('/api/server/payments/tax-certificate'))
        return json({ errors: [{ message: 'ИНН физического лица — 12 цифр.', field: 'payerInn' }] }, 400);
      return json({}, 404);
    });
    renderWithApp(<PaymentsPage />, { at: '/lms/payments', user: makeLearner({ firstName: 'Николай', lastName: 'Новичков' }) });
    await userEvent.type(await screen.findByLabelText(/ИНН плательщика/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Скачать справку (PDF)' }));
    expect(await screen.findByText('ИНН физического лица — 12 цифр.')).toBeTruthy();
    const sent = calls.find((c) => c.url.endsWith('/api/server/payments/tax-certificate'))!;
    expect(await sent.json()).toEqual({ year: new Date().getFullYear(), payerName: 'Новичков Николай', payerInn: '123', studentName: 'Новичков Николай' });
    await waitFor(() => expect((screen.getByLabelText(/ИНН плательщика/) as HTMLInputElement).value).toBe('123'));
  });
});
