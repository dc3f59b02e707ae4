import { describe, expect, it } from 'vitest';
import { discountText, optionLabel, promoState, targetsText, usesText, validityText } from './promo-code-facts';

/** The admins' list of promo codes (back office, «Промокоды»): what each code gives and where it stands. */
describe('a promo code in the admins’ list', () => {
  const now = new Date('2026-12-15T12:00:00Z');
  const code = { active: true, validFrom: null, validUntil: null, maxUses: null, uses: 0 };

  it('is switched off, not yet started, expired, used up or working — in the order the server refuses it', () => {
    expect(promoState(code, now)).toBe('active');
    expect(promoState({ ...code, active: false, validUntil: '2026-01-01T00:00:00.000Z' }, now)).toBe('off');
    expect(promoState({ ...code, validFrom: '2026-12-16T00:00:00.000Z' }, now)).toBe('not-started');
    expect(promoState({ ...code, validUntil: '2026-12-15T12:00:00.000Z' }, now)).toBe('expired');
    expect(promoState({ ...code, validUntil: '2026-12-15T12:00:00.001Z' }, now)).toBe('active');
    expect(promoState({ ...code, maxUses: 3, uses: 3 }, now)).toBe('used-up');
    expect(promoState({ ...code, maxUses: 3, uses: 2 }, now)).toBe('active');
  });

  it('shows its discount in percent or in rubles', () => {
    expect(discountText({ discountPercent: 15, discountRubles: null })).toBe('15\u00a0%');
    expect(discountText({ discountPercent: null, discountRubles: 1500 })).toBe('1\u00a0500\u00a0₽');
  });

  it('shows its validity with the last day included, or says it has no end', () => {
    expect(validityText({ validFrom: null, validUntil: null })).toBe('Бессрочно');
    // Europe/Moscow in the test setup or not: the day shown is the one the code's last moment falls on.
    const from = new Date(2026, 11, 1).toISOString();
    const nextDay = new Date(2027, 0, 1).toISOString();
    expect(validityText({ validFrom: from, validUntil: nextDay })).toBe('с 01.12.2026 по 31.12.2026');
    expect(validityText({ validFrom: null, validUntil: nextDay })).toBe('по 31.12.2026');
  });

  it('counts its uses in Russian, against the limit when there is one', () => {
    expect(usesText({ uses: 0, maxUses: null })).toBe('Ещё не использован, без ограничения');
    expect(usesText({ uses: 1, maxUses: null })).toBe('1 раз, без ограничения');
    expect(usesText({ uses: 3, maxUses: null })).toBe('3 раза, без ограничения');
    expect(usesText({ uses: 5, maxUses: null })).toBe('5 раз, без ограничения');
    expect(usesText({ uses: 1, maxUses: 100 })).toBe('1 из 100');
  });

  it('names the plans it lowers, or says it lowers everything but trial lessons', () => {
    const names = new Map([['50m_v4', 'Взрослые 50 минут']]);
    expect(targetsText({ planIds: [], transactionTypeIds: [] }, names)).toBe('Все тарифы и курсы, кроме пробных уроков');
    expect(targetsText({ planIds: ['50m_v4', 'gone'], transactionTypeIds: ['50m_v4-32'] }, names)).toBe('Взрослые 50 минут, gone, 50m_v4-32');
  });

  it('names a package by its lessons and price, with the code the list uses', () => {
    expect(optionLabel({ id: '50m_v4-32', reportsAmount: 32, price: 28480 })).toBe('32 урока · 28\u00a0480\u00a0₽ (50m_v4-32)');
    expect(optionLabel({ id: '50m-test-lesson_v2-1', reportsAmount: 1, price: 990 })).toBe('1 урок · 990\u00a0₽ (50m-test-lesson_v2-1)');
  });
});
