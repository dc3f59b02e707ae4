import { describe, expect, it } from 'vitest';
import { pricedPlan } from '@school/shared/domain';
import { kidsPriceFormats, KIDS_INTRO_PLAN_ID } from './kids-prices';

const kidsPlan = (id: string, perLesson: number, durationMins: number) =>
  pricedPlan({
    id,
    name: id,
    type: 'other',
    order: 5,
    popularTransactionType: `${id}-32`,
    transactionTypes: [16, 32].map((lessons) => ({
      id: `${id}-${lessons}`,
      category: 'lessons',
      description: lessons === 32 ? '2 урока в подарок' : '',
      price: lessons * (lessons === 32 ? perLesson : perLesson + 80),
      oldPrice: null,
      reportsAmount: lessons === 32 ? 34 : 16,
      reportFullType: { durationMins },
      reportFullTypeId: `kids-${durationMins}`,
      maxInstallmentMonths: null,
      installmentMultiplier: null,
      courseId: null,
    })),
  });

describe('the kids landing prices', () => {
  it('are 543 ₽ for 25 minutes and 837 ₽ for 40 minutes (spec §9) until the plans are loaded', () => {
    expect(kidsPriceFormats(undefined)).toEqual([
      { duration: 25, price: 543, premium: false, subscriptionPlanId: '25m_kids' },
      { duration: 40, price: 837, premium: false, subscriptionPlanId: '40m_kids' },
    ]);
    expect(KIDS_INTRO_PLAN_ID).toBe('40m_kids');
  });

  it('follow the popular 32-lesson package of the real plans, per lesson paid for', () => {
    const formats = kidsPriceFormats([kidsPlan('25m_kids', 543, 25), kidsPlan('40m_kids', 837, 40)]);
    expect(formats.map((f) => f.price)).toEqual([543, 837]);
    expect(kidsPriceFormats([kidsPlan('40m_kids', 850, 40)]).map((f) => f.price)).toEqual([543, 850]);
  });
});
