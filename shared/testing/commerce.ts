import { LESSON_PACKAGE_SIZES, pricedPlan } from '../src/domain/pricing';
import type { Offer, SubscriptionPlan, TransactionTypeFields } from '../src/schemas';
import demoCommerceJson from './demo-commerce.json';

/**
 * The demo school's public plans and the registration offer of a newcomer, as the API answers them
 * (kept so by api/src/modules/learning/demo-plans-fixture.test.ts).
 */
export const demoCommerce = demoCommerceJson as unknown as { plans: SubscriptionPlan[]; offers: Offer[] };

/* The 50-minute plan with every package size of the spec (content-and-commerce §9), for the price rules' tests. */

/** [lessons paid for, price per lesson] of the 50-minute plan, every package size of the spec. */
export const PER_LESSON_50: Record<number, number> = {
  4: 1190,
  8: 1090,
  16: 990,
  32: 890,
  48: 860,
  64: 820,
  96: 790,
  128: 760,
  166: 740,
  212: 720,
  268: 700,
  302: 690,
  348: 680,
};

export function makeTransactionType(overrides: Partial<TransactionTypeFields> & Pick<TransactionTypeFields, 'id'>): TransactionTypeFields {
  return {
    category: 'lessons',
    description: '',
    price: 0,
    oldPrice: null,
    reportsAmount: 0,
    reportFullType: { durationMins: 50 },
    reportFullTypeId: 'skype-50',
    maxInstallmentMonths: null,
    installmentMultiplier: null,
    courseId: null,
    ...overrides,
  };
}

/** A package of the 50-minute plan: gifts from 32 lessons on (lessons / 16), as the demo catalogue has them. */
export function lessonPackage50(lessons: number, overrides: Partial<TransactionTypeFields> = {}): TransactionTypeFields {
  const gifts = lessons >= 32 ? Math.floor(lessons / 16) : 0;
  return makeTransactionType({
    id: `50m_v4-${lessons}`,
    description: gifts ? `${gifts} ${gifts === 1 ? 'урок' : gifts < 5 ? 'урока' : 'уроков'} в подарок` : '',
    price: lessons * PER_LESSON_50[lessons]!,
    oldPrice: lessons * Math.round(PER_LESSON_50[lessons]! * 1.15),
    reportsAmount: lessons + gifts,
    maxInstallmentMonths: lessons >= 16 ? 12 : null,
    installmentMultiplier: lessons >= 16 ? 1.13 : null,
    ...overrides,
  });
}

export const allPackages50 = LESSON_PACKAGE_SIZES.map((n) => lessonPackage50(n));
export const plan50 = pricedPlan({
  id: '50m_v4',
  name: 'Уроки по 50 минут',
  type: 'mix',
  order: 1,
  popularTransactionType: '50m_v4-32',
  transactionTypes: allPackages50,
});
