import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pricedPlan } from '@school/shared/domain';
import type { SubscriptionPlan, TransactionTypeFields } from '@school/shared/schemas';
import { json, makeLearner, renderWithApp, stubFetch } from '@school/shared/testing';
import { navigation } from '../hooks/use-payment';
import { option as sampleOption } from '../model/sample-plans';
import { PayPage } from './pay-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The sample plans' options with a crossed-out price 15 % above the price. */
function option(id: string, lessons: number, perLesson: number, overrides: Partial<TransactionTypeFields> = {}): TransactionTypeFields {
  return sampleOption(id, lessons, perLesson, { oldPrice: lessons * Math.round(perLesson * 1.15), ...overrides });
}

const plans: SubscriptionPlan[] = [
  pricedPlan({
    id: '50m_v4',
    name: 'Уроки по 50 минут',
    type: 'mix',
    order: 1,
    popularTransactionType: '50m_v4-32',
    transactionTypes: [
      option('50m_v4-4', 4, 1190),
      option('50m_v4-16', 16, 990),
      option('50m_v4-32', 32, 890),
      option('50m_v4-64', 64, 820),
      option('50m-test-lesson_v2-1', 1, 590, { category: 'test-drive', description: 'Пробный урок', oldPrice: null }),
    ],
  }),
  pricedPlan({
    id: '25m_v4',
    name: 'Уроки по 25 минут',
    type: 'mix',
    order: 2,
    popularTransactionType: null,
    transactionTypes: [4, 8, 16].map((n) => option(`25m_v4-${n}`, n, 530, { reportFullType: { durationMins: 25 }, reportFullTypeId: 'skype-25' })),
  }),
];
const course: SubscriptionPlan[] = [
  pricedPlan({
    id: 'course_it',
    name: 'Курс «Английский для IT»',
    type: 'other',
    order: 10,
    popularTransactionType: null,
    transactionTypes: [option('course_it-13', 13, 1000, { category: 'course', description: '', courseId: 'it' })],
  }),
];

/** The API of the page; payments.create waits for `release` when given. */
function api(options: { transactions?: unknown[]; release?: Promise<void>; paymentStatus?: number } = {}) {
  return stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/public/subscription-plans') {
      const ids = url.searchParams.getAll('subscriptionPlanIds');
      return json([...plans, ...course].filter((p) => ids.includes(p.id)));
    }
    if (url.pathname === '/api/data/students.getOffers') return json([]);
    if (url.pathname === '/api/data/students.getTransactions') return json(options.transactions ?? []);
    if (url.pathname === '/api/data/payments.create') {
      await options.release;
      if (options.paymentStatus) return json({ errors: [{ message: 'Такого тарифа нет.' }] }, options.paymentStatus);
      return json({ redirectUrl: 'http://localhost/api/public/payments/sandbox/0b9d7c1e-6a43-4c3c-9d37-2f1f1a2b3c4d' });
    }
    return json({ errors: [{ message: 'Не найдено.' }] }, 404);
  });
}

describe('the purchase page', () => {
  it('opens the calculator on 32 lessons with the monthly price, the packages and the balance', async () => {
    api();
    renderWithApp(<PayPage />, { user: makeLearner(), at: '/lms/pay' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Выберите формат и количество занятий' })).toBeTruthy();
    const calculator = screen.getByTestId('calculator');
    expect(within(calculator).getByRole('radio', { name: '32' })).toHaveProperty('checked', true);
    expect(within(calculator).getByRole('radio', { name: '50 минут' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('calculator-price').textContent).toBe('5\u00a0364\u00a0₽ в месяц');
    expect(screen.getByTestId('pay-full').textContent).toBe('Оплатить всё сразу со скидкой 3\u00a0702\u00a0₽');
    expect(screen.getByText(/Скидка действует только при оплате всей суммы сразу/)).toBeTruthy();
    const cards = within(screen.getByTestId('package-cards')).getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(['64 урока', '32 урока', '16 уроков', '4 урока']);
    expect(within(screen.getByTestId('package-50m_v4-32')).getByText('Самый популярный')).toBeTruthy();
    expect(within(screen.getByTestId('package-50m_v4-64')).getByText('Выгодно')).toBeTruthy();
    expect(screen.getByTestId('balance').textContent).toContain('Индивидуальный урок, 50 минут: 6 уроков');
    expect(await screen.findByTestId('trial-card')).toBeTruthy();
    expect(screen.getByTestId('trial-card').textContent).toContain('590\u00a0₽ за урок');
  });

  it('changing the format lowers the count to what the format has', async () => {
    api({
      transactions: [
        {
          id: 1,
          date: '2026-01-01T00:00:00.000Z',
          signupPromoCodeId: null,
          sum: 1,
          transactionType: { id: '50m_v4-32', price: 1, oldPrice: null, reportsAmount: 34, reportFullTypeId: 'skype-50' },
        },
      ],
    });
    renderWithApp(<PayPage />, { user: makeLearner(), at: '/lms/pay' });
    const calculator = await screen.findByTestId('calculator');
    await userEvent.click(within(calculator).getByRole('radio', { name: '25 минут' }));
    expect(within(calculator).getByRole('radio', { name: '16' })).toHaveProperty('checked', true);
    expect(within(calculator).queryByRole('radio', { name: '32' })).toBeNull();
    await userEvent.click(within(calculator).getByRole('radio', { name: '4' }));
    expect(screen.getByTestId('calculator-price').textContent).toContain('2\u00a0120\u00a0₽');
    expect(screen.queryByTestId('pay-installment')).toBeNull();
    // A learner who has bought before is not offered the trial lesson.
    await waitFor(() => expect(screen.queryByTestId('trial-card')).toBeNull());
  });

  it('disables every purchase button while the payment request loads, then goes to the provider', async () => {
    let release!: () => void;
    const { calls } = api({ release: new Promise<void>((resolve) => (release = resolve)) });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    renderWithApp(<PayPage />, { user: makeLearner(), at: '/lms/pay' });
    await userEvent.click(await screen.findByTestId('pay-installment'));
    await waitFor(() => expect(screen.getByTestId('pay-full')).toHaveProperty('disabled', true));
    const cardButtons = within(screen.getByTestId('package-cards')).getAllByRole('button', { name: /^Купить \d+ урок/ });
    expect(cardButtons.map((b) => b.textContent)).toEqual(['Купить 64 урока', 'Купить 32 урока', 'Купить 16 уроков', 'Купить 4 урока']);
    for (const button of cardButtons) expect(button).toHaveProperty('disabled', true);
    const sent = calls.find((c) => c.url.endsWith('/api/data/payments.create'))!;
    expect(await sent.json()).toEqual({ type: 'vsegdaDa', transactionTypeId: '50m_v4-32', comment: 'PayForm' });
    release();
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost/api/public/payments/sandbox/0b9d7c1e-6a43-4c3c-9d37-2f1f1a2b3c4d'));
  });

  it('a refused payment unlocks the buttons again', async () => {
    api({ paymentStatus: 400 });
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    renderWithApp(<PayPage />, { user: makeLearner(), at: '/lms/pay' });
    await userEvent.click(await screen.findByTestId('pay-full'));
    await waitFor(() => expect(screen.getByTestId('pay-full')).toHaveProperty('disabled', false));
    expect(go).not.toHaveBeenCalled();
  });

  it('a plan with one course option shows the course card and «Оплатите занятия»', async () => {
    api();
    renderWithApp(<PayPage />, { user: makeLearner(), at: '/lms/pay?planId=course_it' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплатите занятия' })).toBeTruthy();
    const card = screen.getByTestId('course-card');
    expect(card.textContent).toContain('5 разделов: 52 урока для самостоятельных занятий на платформе');
    expect(card.textContent).toContain('13 уроков с преподавателем по 50 минут');
    expect(card.textContent).toContain('Доступ к платформе: 6 месяцев');
    // No invented discount: the course's own price, no crossed-out one, no installments it does not have.
    expect(card.textContent).not.toContain('%');
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).queryByTestId('pay-installment')).toBeNull();
    expect(within(card).getByTestId('pay-full').textContent).toBe('Купить курс');
    expect(screen.queryByTestId('calculator')).toBeNull();
  });

  it('HR users, teachers and staff do not buy lessons here', () => {
    const { calls } = api();
    renderWithApp(<PayPage />, { at: '/lms/pay', user: makeLearner({ hrUserGroupIds: [1] }) });
    expect(screen.getByTestId('pay-not-for-you').textContent).toContain('Покупать уроки могут только ученики');
    expect(calls).toHaveLength(0);
  });
});
