import { describe, expect, it } from 'vitest';
import { pricedPlan } from '@school/shared/domain';
import type { SubscriptionPlan } from '@school/shared/schemas';
import { lessonPackage50, makeTransactionType, PER_LESSON_50, plan50 } from '@school/shared/testing';
import {
  calculatorFormats,
  calculatorTypeOf,
  DEFAULT_LESSON_COUNT,
  formatLabel,
  initialCalculatorSelection,
  lessonCountsOf,
  quoteOf,
  resetLessonCount,
  selectFormat,
  tariffFor,
} from './calculator';
import { fifty, premium, twentyFive } from './sample-plans';

describe('content-and-commerce §9: calculator', () => {
  const formats = calculatorFormats([fifty, twentyFive, premium]);

  it('a format change keeps or lowers the count', () => {
    expect(selectFormat(formats, { formatId: '50m_v4:skype-50', lessons: 32 }, '25m_v4:skype-25')).toEqual({ formatId: '25m_v4:skype-25', lessons: 16 });
    expect(selectFormat(formats, { formatId: '50m_v4:skype-50', lessons: 8 }, '25m_v4:skype-25')).toEqual({ formatId: '25m_v4:skype-25', lessons: 8 });
    expect(selectFormat(formats, { formatId: '50m_v4:skype-50', lessons: 4 }, 'premium_50m:premium-50')).toEqual({
      formatId: 'premium_50m:premium-50',
      lessons: 8,
    });
  });

  it('names formats by calculator type', () => {
    expect(formatLabel(formats[0]!, 'lms')).toBe('50 минут');
    expect(formatLabel(formats[1]!, 'lms')).toBe('25 минут');
    expect(formatLabel(formats[2]!, 'lms')).toBe('Премиум, 50 минут');
    expect(formatLabel({ ...formats[1]!, durationMins: 25 }, 'kids')).toBe('Дети 5–7 лет, 25 минут');
    expect(formatLabel({ ...formats[0]!, durationMins: 40 }, 'kids')).toBe('Дети 8–10 лет, 40 минут');
    expect(formatLabel(formats[0]!, 'teens')).toBe('Подростки 11–17 лет, 50 минут');
  });

  it('quotes installments and the saving of paying in full', () => {
    const quote = quoteOf(fifty.transactionTypes.find((t) => t.id === '50m_v4-32')!);
    expect(quote.installment?.months).toBe(6);
    expect(quote.installment?.perMonth).toBeCloseTo((28_480 * 1.13) / 6, 8);
    expect(quote.payInFullSaving).toBeCloseTo(28_480 * 0.13, 8);
    expect(quote.shown).toMatchObject({ price: 28_480, discountPercent: 25, referencePrice: 38_080 });
    const small = quoteOf(fifty.transactionTypes.find((t) => t.id === '50m_v4-4')!);
    expect(small.installment).toBeNull();
    expect(small.payInFullSaving).toBeNull();
  });
});

describe('content-and-commerce §5, §9: calculator formats, counts and tariffs', () => {
  const p25 = (lessons: number) =>
    lessonPackage50(lessons, {
      id: `25m_v4-${lessons}`,
      reportFullTypeId: 'skype-25',
      reportFullType: { durationMins: 25 },
      price: lessons * Math.round(PER_LESSON_50[lessons]! * 0.6),
    });
  const plans: SubscriptionPlan[] = [
    plan50,
    pricedPlan({ id: '25m_v4', name: 'Уроки по 25 минут', type: 'mix', order: 2, popularTransactionType: null, transactionTypes: [4, 8, 16].map(p25) }),
    pricedPlan({
      id: 'course_it',
      name: 'Курс',
      type: 'other',
      order: 10,
      popularTransactionType: null,
      transactionTypes: [makeTransactionType({ id: 'course_it-13', category: 'course', price: 12_900, reportsAmount: 13, courseId: 'it' })],
    }),
  ];

  it('picks the calculator type from the plans', () => {
    expect(calculatorTypeOf([{ id: '50m_v4', type: 'mix' }])).toBe('lms');
    expect(calculatorTypeOf([{ id: 'premium_50m', type: 'premium' }])).toBe('lms');
    expect(
      calculatorTypeOf([
        { id: '40m_kids', type: 'other' },
        { id: '25m_kids', type: 'other' },
      ]),
    ).toBe('kids');
    expect(calculatorTypeOf([{ id: 'teens_50m', type: 'other' }])).toBe('teens');
    expect(calculatorTypeOf([{ id: 'course_it', type: 'other' }])).toBe('default');
  });

  it('makes one format per plan and duration, lesson packages only', () => {
    const formats = calculatorFormats(plans);
    expect(formats.map((f) => [f.id, f.durationMins])).toEqual([
      ['50m_v4:skype-50', 50],
      ['25m_v4:skype-25', 25],
    ]);
    expect(lessonCountsOf(formats[0])).toEqual([4, 8, 16, 32, 48, 64, 96, 128, 166, 212, 268, 302, 348]);
    expect(lessonCountsOf(formats[1])).toEqual([4, 8, 16]);
  });

  it('starts on 32 lessons', () => {
    expect(DEFAULT_LESSON_COUNT).toBe(32);
    expect(initialCalculatorSelection(calculatorFormats(plans))).toEqual({ formatId: '50m_v4:skype-50', lessons: 32 });
    expect(initialCalculatorSelection(calculatorFormats([plans[1]!]))).toEqual({ formatId: '25m_v4:skype-25', lessons: 16 });
    expect(initialCalculatorSelection(calculatorFormats(plans), '25m_v4')).toEqual({ formatId: '25m_v4:skype-25', lessons: 16 });
    expect(initialCalculatorSelection(calculatorFormats(plans), 'nope')).toEqual({ formatId: '50m_v4:skype-50', lessons: 32 });
    expect(initialCalculatorSelection([])).toBeNull();
  });

  it('a format change resets the count to the largest option not above it, else the first', () => {
    expect(resetLessonCount([4, 8, 16], 32)).toBe(16);
    expect(resetLessonCount([4, 8, 16], 8)).toBe(8);
    expect(resetLessonCount([8, 16, 32, 64], 4)).toBe(8);
    expect(resetLessonCount([4, 8, 16, 32, 48, 64, 96, 128, 166, 212, 268, 302, 348], 200)).toBe(166);
    expect(resetLessonCount([], 32)).toBeNull();
  });

  it('finds the tariff for a count, or nothing', () => {
    const [fifty, twentyFive] = calculatorFormats(plans);
    expect(tariffFor(fifty, 32)?.id).toBe('50m_v4-32');
    expect(tariffFor(fifty, 348)?.price).toBe(348 * 680);
    expect(tariffFor(twentyFive, 32)).toBeNull();
    expect(tariffFor(undefined, 32)).toBeNull();
  });
});
