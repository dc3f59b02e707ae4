import { describe, expect, it } from 'vitest';
import { offerPrice, promoCovers, promoPrice } from './promo';

/** Promo codes and offers: what they lower and by how much (the same on the page and on the server). */
describe('content-and-commerce §4, §9: promo codes', () => {
  const option = (id: string, planId: string | null, category = 'lessons') => ({ id, planId, category });

  it('cover the options of their plans and options; all but trial lessons when they name none', () => {
    const everything = { planIds: [], transactionTypeIds: [] };
    expect(promoCovers(everything, option('50m_v4-32', '50m_v4'))).toBe(true);
    expect(promoCovers(everything, option('course_it-13', 'course_it', 'course'))).toBe(true);
    expect(promoCovers(everything, option('50m-test-lesson_v2-1', '50m_v4', 'test-drive'))).toBe(false);
    const adults = { planIds: ['50m_v4', '25m_v4'], transactionTypeIds: [] };
    expect(promoCovers(adults, option('25m_v4-16', '25m_v4'))).toBe(true);
    expect(promoCovers(adults, option('40m_kids-16', '40m_kids'))).toBe(false);
    const one = { planIds: [], transactionTypeIds: ['course_it-13'] };
    expect(promoCovers(one, option('course_it-13', 'course_it', 'course'))).toBe(true);
    expect(promoCovers(one, option('50m_v4-32', '50m_v4'))).toBe(false);
  });

  it('take a percentage off in whole rubles, or rubles off while something is left to pay', () => {
    expect(promoPrice(28_480, { discountPercent: 10, discountRubles: null })).toBe(25_632);
    expect(promoPrice(4_760, { discountPercent: 15, discountRubles: null })).toBe(4_046);
    expect(promoPrice(28_480, { discountPercent: null, discountRubles: 500 })).toBe(27_980);
    expect(promoPrice(500, { discountPercent: null, discountRubles: 500 })).toBeNull();
  });

  it('an offer takes its percentage off the regular price', () => {
    expect(offerPrice(28_480, 10)).toBe(25_632);
    expect(offerPrice(15_840, null)).toBe(15_840);
  });
});
