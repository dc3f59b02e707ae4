import { describe, expect, it } from 'vitest';
import { allPackages50, lessonPackage50, makeTransactionType, plan50 } from '../../testing';
import {
  canPayInInstallments,
  giftLessonsOf,
  giftSpeakingClubsOf,
  installmentTotal,
  isTrialOffer,
  LESSON_PACKAGE_SIZES,
  maxLessonPriceOf,
  orderAmount,
  paidLessonsOf,
  planTypeOf,
  pricedPlan,
  pricePerLesson,
  referencePriceOf,
  shownPrice,
  shownLessonPrice,
} from './pricing';

describe('content-and-commerce §5, §9: package sizes and gifts', () => {
  it('sells the package sizes of the spec', () => {
    expect([...LESSON_PACKAGE_SIZES]).toEqual([4, 8, 16, 32, 48, 64, 96, 128, 166, 212, 268, 302, 348]);
    expect(allPackages50.map(paidLessonsOf)).toEqual([4, 8, 16, 32, 48, 64, 96, 128, 166, 212, 268, 302, 348]);
  });

  it.each([
    ['1 урок в подарок', 1],
    ['2 урок в подарок', 2],
    ['2 урока в подарок', 2],
    ['21 урок в подарок', 21],
    ['Пакет: 13 уроков в подарок, +6 разговорных клубов в подарок', 13],
    ['Пробный урок', 0],
    ['', 0],
  ])("gift lessons of '%s' = %i", (description, gifts) => {
    expect(giftLessonsOf(description)).toBe(gifts);
  });

  it.each([
    ['+2 разговорных клуба в подарок', 2],
    ['4 урока в подарок, +3 разговорных клуба в подарок', 3],
    ['+1 разговорный клуб в подарок', 1],
    ['+10 разговорных клубов в подарок', 10],
    ['2 разговорных клуба в подарок', 0],
    ['4 урока в подарок', 0],
  ])("gift speaking clubs of '%s' = %i", (description, clubs) => {
    expect(giftSpeakingClubsOf(description)).toBe(clubs);
  });

  it('counts paid lessons without the gifts', () => {
    expect(paidLessonsOf({ reportsAmount: 34, description: '2 урока в подарок' })).toBe(32);
    expect(paidLessonsOf({ reportsAmount: 369, description: '21 урок в подарок, +10 разговорных клубов в подарок' })).toBe(348);
    expect(paidLessonsOf({ reportsAmount: 8, description: '' })).toBe(8);
  });
});

describe('content-and-commerce §5, §9: prices per lesson, discounts and the plan maximum (one rule: shownPrice)', () => {
  it('divides by the lessons paid for: gift lessons are extra and never lower the price of a lesson', () => {
    expect(pricePerLesson({ price: 4760, reportsAmount: 4, description: '' })).toBe(1190);
    expect(pricePerLesson({ price: 28_480, reportsAmount: 34, description: '2 урока в подарок' })).toBe(890);
    expect(pricePerLesson({ price: 590, reportsAmount: 0, description: '' })).toBe(590);
    // The kids landing's 837 ₽ is the purchase page's 837 ₽: 26 784 ₽ for 32 lessons paid for (+2 in gift).
    expect(shownLessonPrice({ price: 26_784, reportsAmount: 34, description: '2 урока в подарок' })).toBe(837);
  });

  it("the plan's base lesson price is its dearest lesson paid for among lesson packages (not trials or courses)", () => {
    expect(maxLessonPriceOf(allPackages50)).toBe(1190);
    expect(plan50.maxLessonPrice).toBe(1190);
    expect(maxLessonPriceOf([])).toBe(0);
    expect(maxLessonPriceOf([makeTransactionType({ id: 'c', category: 'course', price: 12_900, reportsAmount: 13 })])).toBe(0);
  });

  it('takes every discount from the reference price: the lessons paid for at the base lesson price, rounded down', () => {
    const p32 = plan50.transactionTypes.find((t) => t.id === '50m_v4-32')!; // 28 480 ₽ for 32 lessons (+2 in gift)
    expect(referencePriceOf(lessonPackage50(32), 1190)).toBe(32 * 1190);
    expect(p32).toMatchObject({ priceWithoutDiscount: 38_080, oldPrice: 38_080, discount: 25 });
    expect(shownPrice(p32)).toEqual({ price: 28_480, paidLessons: 32, perLesson: 890, referencePrice: 38_080, discountPercent: 25 });
    const p4 = plan50.transactionTypes.find((t) => t.id === '50m_v4-4')!;
    expect(p4).toMatchObject({ priceWithoutDiscount: 4760, oldPrice: null, discount: 0 });
    expect(shownPrice(p4)).toEqual({ price: 4760, paidLessons: 4, perLesson: 1190, referencePrice: null, discountPercent: null });
    const p348 = plan50.transactionTypes.find((t) => t.id === '50m_v4-348')!;
    expect(p348).toMatchObject({ giftLessons: 21, giftSpeakingClub: 0, priceWithoutDiscount: 348 * 1190, discount: 42 });
  });

  it('an offer or a promo-code price is shown against the same reference price', () => {
    const p32 = plan50.transactionTypes.find((t) => t.id === '50m_v4-32')!;
    expect(shownPrice(p32, 25_632)).toEqual({ price: 25_632, paidLessons: 32, perLesson: 801, referencePrice: 38_080, discountPercent: 32 });
  });

  it('a course has no invented discount: its reference is its own price until an offer or a code lowers it', () => {
    const course = pricedPlan({
      id: 'course_it',
      name: 'IT',
      type: 'other',
      order: 10,
      popularTransactionType: null,
      transactionTypes: [makeTransactionType({ id: 'course_it-13', category: 'course', price: 12_900, reportsAmount: 13 })],
    }).transactionTypes[0]!;
    expect(course).toMatchObject({ discount: 0, priceWithoutDiscount: 12_900, oldPrice: null });
    expect(shownPrice(course)).toEqual({ price: 12_900, paidLessons: 0, perLesson: null, referencePrice: null, discountPercent: null });
    expect(shownPrice(course, 11_610)).toMatchObject({ price: 11_610, referencePrice: 12_900, discountPercent: 10 });
  });

  it('trial offers are named', () => {
    expect(isTrialOffer('50m-test-lesson_v2-1')).toBe(true);
    expect(isTrialOffer('40m_kids_test-lesson-1')).toBe(true);
    expect(isTrialOffer('50m_v4-32')).toBe(false);
  });

  it('a plan is premium when its id says so', () => {
    expect(planTypeOf('premium_50m', 'mix')).toBe('premium');
    expect(planTypeOf('50m_v4', 'mix')).toBe('mix');
    expect(planTypeOf('40m_kids', 'other')).toBe('other');
  });
});

describe('content-and-commerce §9: installments', () => {
  const p32 = lessonPackage50(32); // 28 480 ₽, 12 months, × 1.13

  it('pays in parts only with more than one month and a multiplier', () => {
    expect(canPayInInstallments(lessonPackage50(8))).toBe(false);
    expect(canPayInInstallments(lessonPackage50(16))).toBe(true);
  });

  it('an order charges the price, or the installment total', () => {
    expect(orderAmount(p32, 'acquiring')).toBe(28_480);
    expect(installmentTotal(p32)).toBe(32_182);
    expect(orderAmount(p32, 'vsegdaDa')).toBe(32_182);
    expect(orderAmount(lessonPackage50(348), 'vsegdaDa')).toBe(Math.round(348 * 680 * 1.13));
  });
});
