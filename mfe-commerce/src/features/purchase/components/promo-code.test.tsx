import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PromoCodeTerms } from '@school/shared/schemas';
import { demoCommerce, json, makeLearner, renderWithApp, stubFetch } from '@school/shared/testing';

import { navigation } from '../hooks/use-payment';
import { PayPage } from './pay-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const firstStep: PromoCodeTerms = {
  code: 'FIRSTSTEP',
  discountPercent: 10,
  discountRubles: null,
  transactionTypeIds: demoCommerce.plans.filter((p) => ['50m_v4', '25m_v4'].includes(p.id)).flatMap((p) => p.transactionTypes.map((t) => t.id)),
  firstPurchaseOnly: true,
  validUntil: null,
};

/** The demo plans; promoCodes.check knows FIRSTSTEP only. */
function api(options: { offers?: unknown[] } = {}) {
  return stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/public/subscription-plans') {
      const ids = url.searchParams.getAll('subscriptionPlanIds');
      return json(demoCommerce.plans.filter((p) => ids.includes(p.id)));
    }
    if (url.pathname === '/api/data/promoCodes.check') {
      const { code } = JSON.parse(url.searchParams.get('input') ?? '{}') as { code: string };
      return code === 'FIRSTSTEP' ? json(firstStep) : json({ errors: [{ message: 'Такого промокода нет. Проверьте, как он написан.', field: 'code' }] }, 400);
    }
    if (url.pathname === '/api/data/students.getOffers') return json(options.offers ?? []);
    if (url.pathname === '/api/data/students.getTransactions') return json([]);
    if (url.pathname === '/api/data/payments.create')
      return json({ redirectUrl: 'http://localhost/api/public/payments/sandbox/0b9d7c1e-6a43-4c3c-9d37-2f1f1a2b3c4d' });
    return json({ errors: [{ message: 'Не найдено.' }] }, 404);
  });
}

const newcomer = makeLearner({ signupData: { hostname: '', promocode: 'firststep' } });

describe('the promo code at checkout', () => {
  it('the sign-up code lowers the prices on the cards and travels with the order', async () => {
    const { calls } = api();
    vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    renderWithApp(<PayPage />, { at: '/lms/pay', user: newcomer });
    expect(await screen.findByText(/Промокод FIRSTSTEP: скидка 10 % на первую покупку/)).toBeTruthy();
    const card = screen.getByTestId('package-50m_v4-32');
    await waitFor(() => expect(within(card).getByTestId('package-price').getAttribute('data-price')).toBe('25632'));
    expect(within(card).getByTestId('package-price').getAttribute('data-discount')).toBe('32');
    await userEvent.click(within(card).getByRole('button', { name: 'Купить 32 урока' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/data/payments.create'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/api/data/payments.create'))!;
    expect(await sent.json()).toEqual({ type: 'acquiring', transactionTypeId: '50m_v4-32', comment: 'PayForm', promoCode: 'FIRSTSTEP' });
  });

  it('a typed code the school refuses says why and keeps the prices; removing a code brings the regular prices back', async () => {
    api();
    renderWithApp(<PayPage />, { at: '/lms/pay', user: makeLearner() });
    await userEvent.click(await screen.findByRole('button', { name: 'Есть промокод?' }));
    await userEvent.type(screen.getByLabelText('Промокод'), 'WRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Такого промокода нет. Проверьте, как он написан.')).toBeTruthy();
    expect((screen.getByLabelText('Промокод') as HTMLInputElement).value).toBe('WRONG');
    expect(within(screen.getByTestId('package-50m_v4-32')).getByTestId('package-price').getAttribute('data-price')).toBe('28480');

    await userEvent.clear(screen.getByLabelText('Промокод'));
    await userEvent.type(screen.getByLabelText('Промокод'), 'firststep');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(within(screen.getByTestId('package-50m_v4-32')).getByTestId('package-price').getAttribute('data-price')).toBe('25632'));
    await userEvent.click(screen.getByRole('button', { name: 'Убрать промокод' }));
    await waitFor(() => expect(within(screen.getByTestId('package-50m_v4-32')).getByTestId('package-price').getAttribute('data-price')).toBe('28480'));
  });

  it('an order by the offer carries no promo code (they do not add up)', async () => {
    const { calls } = api({ offers: demoCommerce.offers });
    vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    renderWithApp(<PayPage />, { at: '/lms/pay', user: newcomer });
    const offerCard = await screen.findByTestId('offer-50m_v4-16');
    await screen.findByText(/Промокод FIRSTSTEP/);
    await userEvent.click(within(offerCard).getByRole('button', { name: 'Купить 16 уроков по предложению' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/data/payments.create'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/api/data/payments.create'))!;
    expect(await sent.json()).toEqual({ type: 'acquiring', transactionTypeId: '50m_v4-16', comment: 'OfferCard', userOfferId: demoCommerce.offers[0]!.id });
  });
});
