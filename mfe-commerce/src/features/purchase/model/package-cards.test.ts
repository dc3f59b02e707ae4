import { describe, expect, it } from 'vitest';
import { paidLessonsOf } from '@school/shared/domain';
import { allPackages50, lessonPackage50 } from '@school/shared/testing';
import { isBestValueOption, isPopularOption, packageCards, showsTotal, sortByPricePerLesson } from './package-cards';
import { fifty } from './sample-plans';

describe('content-and-commerce §5, §9: package cards', () => {
  const cards = packageCards(fifty.transactionTypes);

  it('go cheapest lesson first with the lessons paid for', () => {
    expect(cards.map((c) => c.lessons)).toEqual([64, 32, 16, 8, 4]);
  });

  it('mark the popular 32, best value on the first; the discount against the base lesson price, none on the dearest', () => {
    expect(cards.map((c) => [c.lessons, c.popular, c.bestValue])).toEqual([
      [64, false, true],
      [32, true, false],
      [16, false, false],
      [8, false, false],
      [4, false, false],
    ]);
    const four = cards.find((c) => c.lessons === 4)!;
    expect(four.shown).toMatchObject({ discountPercent: null, referencePrice: null, perLesson: 1190 });
    const thirtyTwo = cards.find((c) => c.lessons === 32)!;
    // 32 lessons at 890 ₽ against 32 at 1190 ₽: 25 % off 38 080 ₽; the 2 gift lessons come on top.
    expect(thirtyTwo.shown).toEqual({ price: 28_480, paidLessons: 32, perLesson: 890, referencePrice: 38_080, discountPercent: 25 });
    expect(thirtyTwo).toMatchObject({ showsTotal: true, giftLessons: 2, giftSpeakingClubs: 0 });
  });

  it('a promo-code price lowers the price and raises the discount against the same reference', () => {
    const promo = packageCards(fifty.transactionTypes, (t) => (t.id === '50m_v4-32' ? 25_632 : t.price));
    expect(promo.find((c) => c.lessons === 32)!.shown).toMatchObject({ price: 25_632, referencePrice: 38_080, discountPercent: 32, perLesson: 801 });
  });
});

describe('content-and-commerce §5, §9: prices per lesson, discounts and the plan maximum (one rule: shownPrice)', () => {
  it('shows the total only from two lessons', () => {
    expect(showsTotal({ reportsAmount: 1 })).toBe(false);
    expect(showsTotal({ reportsAmount: 2 })).toBe(true);
  });
});

describe('content-and-commerce §5, §9: package cards', () => {
  it('sorts ascending by price per lesson', () => {
    const shuffled = [lessonPackage50(64), lessonPackage50(4), lessonPackage50(348), lessonPackage50(32), lessonPackage50(8)];
    expect(sortByPricePerLesson(shuffled).map(paidLessonsOf)).toEqual([348, 64, 32, 8, 4]);
    const all = sortByPricePerLesson([...allPackages50].reverse());
    expect(all.map(paidLessonsOf)).toEqual([348, 302, 268, 212, 166, 128, 96, 64, 48, 32, 16, 8, 4]);
  });

  it('the most popular is 32 lessons, gifts not counted', () => {
    expect(isPopularOption(lessonPackage50(32))).toBe(true);
    expect(isPopularOption({ reportsAmount: 32, description: '2 урока в подарок' })).toBe(false);
    expect(isPopularOption(lessonPackage50(48))).toBe(false);
  });

  it("'Выгодно' marks the first card unless it is the popular one or 25 minutes", () => {
    const sorted = sortByPricePerLesson(allPackages50);
    expect(isBestValueOption(sorted, 0)).toBe(true);
    expect(isBestValueOption(sorted, 1)).toBe(false);
    expect(isBestValueOption([lessonPackage50(32), lessonPackage50(4)], 0)).toBe(false);
    expect(isBestValueOption([lessonPackage50(64, { reportFullType: { durationMins: 25 } })], 0)).toBe(false);
    expect(isBestValueOption([], 0)).toBe(false);
  });
});
