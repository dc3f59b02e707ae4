import { describe, expect, it } from 'vitest';
import { packageCards } from './package-cards';
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
