import { describe, expect, it } from 'vitest';
import { pricedPlan } from '@school/shared/domain';
import type { TransactionTypeFields } from '@school/shared/schemas';
import { formatRubles } from '@school/shared/domain';
import { buyPath, initialsOf, priceCards } from './price-cards';

const option = (id: string, lessons: number, perLesson: number, extra: Partial<TransactionTypeFields> = {}): TransactionTypeFields => ({
  id,
  category: 'lessons',
  description: lessons >= 32 ? `${lessons / 16} урока в подарок` : '',
  price: lessons * perLesson,
  oldPrice: null,
  reportsAmount: lessons + (lessons >= 32 ? lessons / 16 : 0),
  reportFullType: { durationMins: 50 },
  reportFullTypeId: 'skype-50',
  maxInstallmentMonths: null,
  installmentMultiplier: null,
  courseId: null,
  ...extra,
});

describe('the prices of the home page', () => {
  it('shows each lesson plan from its cheapest lesson, with the package range; trial lessons do not count', () => {
    const plan = pricedPlan({
      id: '50m_v4',
      name: 'Уроки по 50 минут',
      type: 'mix',
      order: 1,
      popularTransactionType: null,
      transactionTypes: [
        option('50m_v4-4', 4, 1190),
        option('50m_v4-32', 32, 890),
        option('50m-test-lesson_v2-1', 1, 590, { category: 'test-drive', description: 'Пробный урок' }),
      ],
    });
    expect(priceCards([plan])).toEqual([
      // 32 × 890 = 28 480 for 32 lessons paid for (the 2 gift lessons come on top): 890 a lesson, as on the purchase page.
      { kind: 'lessons', planId: '50m_v4', name: 'Уроки по 50 минут', premium: false, durationMins: 50, fromPerLesson: 890, packages: { from: 4, to: 32 } },
    ]);
  });

  it('shows a course with its price and lessons, and marks premium plans', () => {
    const course = pricedPlan({
      id: 'course_it',
      name: 'Курс «Английский для IT»',
      type: 'other',
      order: 10,
      popularTransactionType: null,
      transactionTypes: [option('course_it-13', 13, 0, { category: 'course', price: 12_900, reportsAmount: 13, description: '', courseId: 'it' })],
    });
    const premium = pricedPlan({
      id: 'premium_50m',
      name: 'Премиум',
      type: 'mix',
      order: 3,
      popularTransactionType: null,
      transactionTypes: [option('premium_50m-8', 8, 1744)],
    });
    const [courseCard, premiumCard] = priceCards([course, premium]);
    expect(courseCard).toEqual({
      kind: 'course',
      planId: 'course_it',
      name: 'Курс «Английский для IT»',
      premium: false,
      path: '/lms/courses/it',
      lessons: 13,
      price: 12_900,
      selfStudy: { units: 5, lessons: 52 },
      accessMonths: 6,
    });
    expect(premiumCard).toMatchObject({ premium: true, fromPerLesson: 1744 });
  });

  it('formats rubles and initials', () => {
    expect(formatRubles(28_480)).toBe('28\u00a0480\u00a0₽');
    expect(initialsOf('Анна Смирнова')).toBe('АС');
  });

  it('leads a visitor’s buy button to the sign-up, then the purchase of the plan; a learner’s straight to the purchase', () => {
    expect(buyPath({ kind: 'lessons', planId: '50m_v4' }, false)).toBe('/lms/pay?planId=50m_v4');
    expect(buyPath({ kind: 'lessons', planId: '50m_v4' }, true)).toBe('/signup?redirect_path=%2Flms%2Fpay%3FplanId%3D50m_v4&from=%2F');
    expect(buyPath({ kind: 'course', planId: 'course_it', path: '/lms/courses/it' }, false)).toBe('/lms/courses/it');
    expect(buyPath({ kind: 'course', planId: 'course_it', path: '/lms/courses/it' }, true, 'SPRING')).toBe(
      '/signup?redirect_path=%2Flms%2Fcourses%2Fit&from=%2F&promocode=SPRING',
    );
  });
});
