import { pricedPlan } from '@school/shared/domain';
import type { TransactionTypeFields } from '@school/shared/schemas';

/** Plans as the purchase page's tests price them: 50-minute lessons from 4 to 64, 25-minute ones, a premium plan. */
export function option(id: string, lessons: number, perLesson: number, overrides: Partial<TransactionTypeFields> = {}): TransactionTypeFields {
  const gifts = lessons >= 32 ? Math.floor(lessons / 16) : 0;
  return {
    id,
    category: 'lessons',
    description: gifts ? `${gifts} урока в подарок` : '',
    price: lessons * perLesson,
    oldPrice: null,
    reportsAmount: lessons + gifts,
    reportFullType: { durationMins: 50 },
    reportFullTypeId: 'skype-50',
    maxInstallmentMonths: lessons >= 16 ? 6 : null,
    installmentMultiplier: lessons >= 16 ? 1.13 : null,
    courseId: null,
    ...overrides,
  };
}

export const fifty = pricedPlan({
  id: '50m_v4',
  name: 'Уроки по 50 минут',
  type: 'mix',
  order: 1,
  popularTransactionType: '50m_v4-32',
  transactionTypes: [
    option('50m_v4-4', 4, 1190),
    option('50m_v4-8', 8, 1090),
    option('50m_v4-16', 16, 990),
    option('50m_v4-32', 32, 890),
    option('50m_v4-64', 64, 820),
  ],
});
export const twentyFive = pricedPlan({
  id: '25m_v4',
  name: 'Уроки по 25 минут',
  type: 'mix',
  order: 2,
  popularTransactionType: null,
  transactionTypes: [4, 8, 16].map((n) => option(`25m_v4-${n}`, n, 700, { reportFullType: { durationMins: 25 }, reportFullTypeId: 'skype-25' })),
});
export const premium = pricedPlan({
  id: 'premium_50m',
  name: 'Премиум',
  type: 'premium',
  order: 3,
  popularTransactionType: null,
  transactionTypes: [option('premium_50m-8', 8, 1700, { reportFullTypeId: 'premium-50' })],
});
