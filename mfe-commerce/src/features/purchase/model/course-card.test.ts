import { describe, expect, it } from 'vitest';
import { pricedPlan } from '@school/shared/domain';
import type { TransactionTypeFields } from '@school/shared/schemas';
import { courseCardView } from './course-card';
import { option } from './sample-plans';

describe('content-and-commerce §9: course card', () => {
  const course = (overrides: Partial<TransactionTypeFields>) =>
    pricedPlan({
      id: 'course_x',
      name: 'Курс',
      type: 'other',
      order: 10,
      popularTransactionType: null,
      transactionTypes: [option('course_x-1', 1, 1, { category: 'course', description: '', reportsAmount: 13, price: 12_900, ...overrides })],
    }).transactionTypes[0]!;

  it('the IT course says what is inside: 5 units of 52 self-study lessons, 13 lessons with a teacher, 6 months; no installments it has not', () => {
    const view = courseCardView(course({ courseId: 'it', maxInstallmentMonths: null, installmentMultiplier: null }))!;
    expect(view.inside).toEqual([
      '5 разделов: 52 урока для самостоятельных занятий на платформе',
      '13 уроков с преподавателем по 50 минут',
      'Доступ к платформе: 6 месяцев с оплаты',
    ]);
    expect(view.installment).toBeNull();
    expect(view.shown).toMatchObject({ price: 12_900, discountPercent: null, referencePrice: null });
  });

  it('a 24-lesson course: its program, a year, and installments where the option allows them', () => {
    const view = courseCardView(
      course({ courseId: 'confident-tourist', reportsAmount: 24, price: 21_100, maxInstallmentMonths: 4, installmentMultiplier: 1.13 }),
    )!;
    expect(view.inside).toEqual([
      'Программа курса: 24 урока',
      '24 урока с преподавателем по 50 минут',
      'Доступ к платформе: 1 год с оплаты',
      'Можно оплатить в рассрочку на 4 месяца',
    ]);
    expect(view.installment?.perMonth).toBeCloseTo((21_100 * 1.13) / 4, 8);
  });
});
