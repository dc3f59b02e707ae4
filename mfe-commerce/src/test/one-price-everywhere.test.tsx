import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COURSE_CATEGORY, LESSONS_CATEGORY, paidLessonsOf } from '@school/shared/domain';
import type { CurrentUser } from '@school/shared/schemas';
import { demoCommerce, json, makeLearner, renderWithApp, stubFetch } from '@school/shared/testing';
import { TariffBlock } from '../features/dashboard';
import { KidsLandingPage } from '../features/kids-landing';
import { HomePage } from '../features/landing';
import { PayPage } from '../features/purchase';

/**
 * One price and one discount per price option, wherever the school shows it (the one rule of shown
 * prices, `shownPrice`): the home page, the kids landing, the dashboard's tariffs, the calculator, the
 * package cards, the course cards and the registration offer, rendered side by side for every demo plan
 * (the plans as the API answers them: shared/testing/demo-commerce.json).
 */

afterEach(() => vi.unstubAllGlobals());

interface Seen {
  where: string;
  price: string;
  perLesson: string;
  discount: string;
  reference: string;
}

function api() {
  return stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/public/subscription-plans') {
      const ids = url.searchParams.getAll('subscriptionPlanIds');
      return json(demoCommerce.plans.filter((p) => ids.includes(p.id)));
    }
    if (url.pathname === '/api/data/students.getOffers') return json(demoCommerce.offers);
    if (url.pathname === '/api/data/students.getTransactions') return json([]);
    return json({ errors: [{ message: 'Не найдено.' }] }, 404);
  });
}

/** Every price display of a learner of this plan, in one page. */
function renderSideBySide(user: CurrentUser, payAt = '/lms/pay') {
  api();
  renderWithApp(
    <>
      <div data-testid="home">
        <HomePage />
      </div>
      <div data-testid="kids">
        <KidsLandingPage />
      </div>
      <div data-testid="dashboard">
        <TariffBlock buyable />
      </div>
      <div data-testid="pay">
        <PayPage />
      </div>
    </>,
    { user, at: payAt },
  );
}

const attrs = (el: Element, where: string): Seen => ({
  where,
  price: el.getAttribute('data-price') ?? '',
  perLesson: el.getAttribute('data-per-lesson') ?? '',
  discount: el.getAttribute('data-discount') ?? '',
  reference: el.getAttribute('data-reference') ?? '',
});

/** Walks the calculator through every format and count, reading the quote and the package cards. */
async function readPurchasePage(seen: Map<string, Seen[]>) {
  const add = (id: string, s: Seen) => seen.set(id, [...(seen.get(id) ?? []), s]);
  const pay = screen.getByTestId('pay');
  const calculator = await within(pay).findByTestId('calculator');
  const formatGroup = within(calculator).queryByRole('group', { name: 'Формат занятий' });
  const formats = formatGroup ? within(formatGroup).getAllByRole('radio') : [null];
  for (const format of formats) {
    if (format) await userEvent.click(format);
    for (const card of pay.querySelectorAll('[data-package]')) {
      const tag = within(card as HTMLElement).getByTestId('package-price');
      add(card.getAttribute('data-package')!, attrs(tag, 'package card'));
    }
    // The count: chips ('lms') or a list (kids, teens, default).
    const countGroup = within(calculator).queryByRole('group', { name: 'Количество занятий' });
    const countList = within(calculator).queryByRole('combobox', { name: 'Количество занятий' }) as HTMLSelectElement | null;
    const choices = countGroup ? within(countGroup).getAllByRole('radio') : [...countList!.options];
    for (const choice of choices) {
      if (countList) await userEvent.selectOptions(countList, (choice as HTMLOptionElement).value);
      else await userEvent.click(choice);
      const quote = within(calculator).getByTestId('calculator-quote');
      const tag = within(quote).queryByTestId('calculator-total') ?? within(quote).getByTestId('calculator-price');
      const id = quote.getAttribute('data-option');
      expect(id).toBeTruthy();
      add(id!, attrs(tag, 'calculator'));
    }
  }
}

function expectOnePricePerOption(seen: Map<string, Seen[]>) {
  expect(seen.size).toBeGreaterThan(0);
  for (const [id, list] of seen) {
    const distinct = new Set(list.map((s) => `${s.price}|${s.perLesson}|${s.discount}`));
    expect(distinct.size, `${id}: ${JSON.stringify(list)}`).toBe(1);
  }
}

const planOf = (id: string) => demoCommerce.plans.find((p) => p.id === id)!;

describe('one price and one discount per option, side by side', () => {
  it.each([
    ['adults', makeLearner({ subscriptionPlanId: '50m_v4' }), ['50m_v4', '25m_v4', 'premium_50m', 'premium_25m']],
    ['kids', makeLearner({ subscriptionPlanId: '40m_kids' }), ['40m_kids', '25m_kids']],
    ['teens', makeLearner({ subscriptionPlanId: 'teens_50m' }), ['teens_50m']],
  ] as const)(
    'the %s plans: landing, kids landing, tariffs, calculator, package cards and the offer agree',
    async (_family, user, planIds) => {
      renderSideBySide(user);
      const seen = new Map<string, Seen[]>();
      await readPurchasePage(seen);

      // The dashboard's tariffs of the learner's own plan.
      const dashboard = screen.getByTestId('dashboard');
      await waitFor(() => expect(within(dashboard).getAllByTestId(/^tariff-/).length).toBeGreaterThan(0));
      for (const tariff of within(dashboard).getAllByTestId(/^tariff-/)) {
        const id = tariff.getAttribute('data-testid')!.replace('tariff-', '');
        seen.set(id, [...(seen.get(id) ?? []), attrs(tariff, 'tariff block')]);
      }
      expectOnePricePerOption(seen);

      // The home page: each plan «от N ₽ за урок» is its cheapest package card's price of a lesson.
      const home = screen.getByTestId('home');
      await waitFor(() => expect(within(home).getAllByTestId('price-card').length).toBeGreaterThan(0));
      for (const planId of planIds) {
        const card = within(home)
          .getAllByTestId('price-card')
          .find((c) => c.getAttribute('data-plan') === planId)!;
        const plan = planOf(planId);
        const lessonIds = plan.transactionTypes.filter((t) => t.category === LESSONS_CATEGORY).map((t) => t.id);
        const perLessons = lessonIds.flatMap((id) => (seen.get(id) ?? []).map((s) => Number(s.perLesson)));
        expect(perLessons.length, planId).toBeGreaterThan(0);
        expect(Number(card.querySelector('[data-per-lesson]')!.getAttribute('data-per-lesson')), planId).toBe(Math.min(...perLessons));
      }

      // The kids landing: each age's price of a lesson is its plan's popular 32-lesson package card's.
      const kids = screen.getByTestId('kids');
      for (const card of within(kids).getAllByTestId('kids-price')) {
        const plan = planOf(card.getAttribute('data-plan')!);
        if (!planIds.some((id) => id === plan.id)) continue;
        await waitFor(() => expect(card.getAttribute('data-per-lesson')).toBe(seen.get(plan.popularTransactionType!)?.[0]?.perLesson));
      }

      // The registration offer (adults): its own price, against the same reference price as the option's package card.
      for (const offerCard of screen.queryAllByTestId(/^offer-(?!price)/)) {
        const id = offerCard.getAttribute('data-testid')!.replace('offer-', '');
        const offered = demoCommerce.offers[0]!.transactionTypes.find((t) => t.id === id)!;
        const tag = within(offerCard).getByTestId('offer-price');
        expect(Number(tag.getAttribute('data-price'))).toBe(offered.price);
        const regular = seen.get(id)?.find((s) => s.where === 'package card');
        expect(regular, id).toBeTruthy();
        expect(tag.getAttribute('data-reference'), id).toBe(regular!.reference);
      }
    },
    60_000,
  );

  it.each(demoCommerce.plans.filter((p) => p.transactionTypes.some((t) => t.category === COURSE_CATEGORY)).map((p) => [p.id] as const))(
    'the course plan %s: the home page and the course card agree',
    async (planId) => {
      renderSideBySide(makeLearner(), `/lms/pay?planId=${planId}`);
      const pay = screen.getByTestId('pay');
      const cards = await within(pay).findAllByTestId('course-card');
      const prices = cards.map((c) => Number(within(c).getByTestId('course-price').getAttribute('data-price')));
      const plan = planOf(planId);
      expect(prices.sort((a, b) => a - b)).toEqual(plan.transactionTypes.map((t) => t.price).sort((a, b) => a - b));
      for (const card of cards) expect(within(card).getByTestId('course-price').getAttribute('data-discount')).toBe('');
      const home = screen.getByTestId('home');
      await waitFor(() => expect(within(home).getAllByTestId('price-card').length).toBeGreaterThan(0));
      const homeCard = within(home)
        .getAllByTestId('price-card')
        .find((c) => c.getAttribute('data-plan') === planId);
      if (homeCard) expect(Number(homeCard.querySelector('[data-price]')!.getAttribute('data-price'))).toBe(Math.min(...prices));
    },
  );

  it('counts lessons paid for, gifts apart, everywhere (the kids 40-minute lesson is 837 ₽, not 788 ₽)', () => {
    const kids32 = planOf('40m_kids').transactionTypes.find((t) => t.id === '40m_kids-32')!;
    expect(paidLessonsOf(kids32)).toBe(32);
    expect(Math.round(kids32.price / 32)).toBe(837);
  });
});
