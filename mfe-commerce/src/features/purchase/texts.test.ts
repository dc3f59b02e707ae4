import { describe, expect, it } from 'vitest';
import { purchaseTexts } from './texts';

describe('purchase texts', () => {
  it('months and access', () => {
    expect(purchaseTexts.calculator.installment(4)).toBe('Рассрочка на 4 месяца');
    expect(purchaseTexts.calculator.installment(12)).toBe('Рассрочка на 12 месяцев');
    expect(purchaseTexts.card.courseAccess(6)).toBe('Доступ к платформе: 6 месяцев');
    expect(purchaseTexts.card.courseAccess(12)).toBe('Доступ к платформе: 1 год');
    expect(purchaseTexts.card.courseLessons(13)).toBe('13 уроков с преподавателем');
  });

  it('every buy button says what it buys', () => {
    expect(purchaseTexts.card.buy(32)).toBe('Купить 32 урока');
    expect(purchaseTexts.card.buy(8)).toBe('Купить 8 уроков');
    expect(purchaseTexts.calculator.pay(4)).toBe('Оплатить 4 урока');
    expect(purchaseTexts.calculator.payInstallment(32)).toBe('Оплатить 32 урока в рассрочку');
  });
});
