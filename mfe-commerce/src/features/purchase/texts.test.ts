import { describe, expect, it } from 'vitest';
import { purchaseTexts } from './texts';

const { calculator, card } = purchaseTexts;

describe('purchase texts: months, access, and what every buy button buys', () => {
  it.each([
    [calculator.installment(4), 'Рассрочка на 4 месяца'],
    [calculator.installment(12), 'Рассрочка на 12 месяцев'],
    [card.courseAccess(6), 'Доступ к платформе: 6 месяцев'],
    [card.courseAccess(12), 'Доступ к платформе: 1 год'],
    [card.courseLessons(13), '13 уроков с преподавателем'],
    [card.buy(32), 'Купить 32 урока'],
    [card.buy(8), 'Купить 8 уроков'],
    [calculator.pay(4), 'Оплатить 4 урока'],
    [calculator.payInstallment(32), 'Оплатить 32 урока в рассрочку'],
  ])('%s', (said, expected) => {
    expect(said).toBe(expected);
  });
});
