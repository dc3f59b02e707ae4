import { describe, expect, it } from 'vitest';
import { calculatorFormats, formatRubles, pricedPlan } from '@school/shared/domain';
import type { Offer, TransactionTypeFields } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { purchaseTexts } from '../texts';
import { formatLabel, quoteOf, selectFormat } from './calculator';
import { courseCardView } from './course-card';
import { countdownParts, offerCards, registrationOffer } from './offers';
import { packageCards } from './package-cards';
import { planIdsForPage } from './plan-ids';

function option(id: string, lessons: number, perLesson: number, overrides: Partial<TransactionTypeFields> = {}): TransactionTypeFields {
  const gifts = lessons >= 32 ? Math.floor(lessons / 16) : 0;
  return {
    id,
    category: 'lessons',
    description: gifts ? `${gifts} урока в подарок` : '',
    price: lessons * perLesson,
    oldPrice: null,
    reportsAmount: lessons + gifts,
    reportFullType: { durationMins: 50 },
    reportFullTypeId: 'skype-50',
    maxInstallmentMonths: lessons >= 16 ? 6 : null,
    installmentMultiplier: lessons >= 16 ? 1.13 : null,
    courseId: null,
    ...overrides,
  };
}

const fifty = pricedPlan({
  id: '50m_v4',
  name: 'Уроки по 50 минут',
  type: 'mix',
  order: 1,
  popularTransactionType: '50m_v4-32',
  transactionTypes: [
    option('50m_v4-4', 4, 1190),
    option('50m_v4-8', 8, 1090),
    option('50m_v4-16', 16, 990),
    option('50m_v4-32', 32, 890),
    option('50m_v4-64', 64, 820),
  ],
});
const twentyFive = pricedPlan({
  id: '25m_v4',
  name: 'Уроки по 25 минут',
  type: 'mix',
  order: 2,
  popularTransactionType: null,
  transactionTypes: [4, 8, 16].map((n) => option(`25m_v4-${n}`, n, 700, { reportFullType: { durationMins: 25 }, reportFullTypeId: 'skype-25' })),
});
const premium = pricedPlan({
  id: 'premium_50m',
  name: 'Премиум',
  type: 'premium',
  order: 3,
  popularTransactionType: null,
  transactionTypes: [option('premium_50m-8', 8, 1700, { reportFullTypeId: 'premium-50' })],
});

describe('money', () => {
  it('groups rubles the Russian way', () => {
    expect(formatRubles(28_480)).toBe('28\u00a0480\u00a0₽');
    expect(formatRubles(5363.73)).toBe('5\u00a0364\u00a0₽');
    expect(formatRubles(590)).toBe('590\u00a0₽');
  });
});

describe('package cards', () => {
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

describe('calculator', () => {
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

describe('offers', () => {
  const offer = (overrides: Partial<Offer>): Offer => ({ id: 1, title: 'Скидка', description: 'Текст', endDate: null, transactionTypes: [], ...overrides });

  it('the registration offer is the first with a string title and description', () => {
    const offers = [offer({ id: 3, title: null }), offer({ id: 2, description: null }), offer({ id: 1 })];
    expect(registrationOffer(offers)?.id).toBe(1);
    expect(registrationOffer([offer({ title: null })])).toBeNull();
  });

  it('makes a card per option of the page, the popular one accent, priced as the server sends the offer', () => {
    const regular = fifty.transactionTypes.find((t) => t.id === '50m_v4-32')!;
    // The server sends the offer's own price; the reference price is the option's, as on its package card.
    const offered = { ...regular, price: 25_632 };
    const cards = offerCards({ transactionTypes: [offered] }, [{ transactionTypes: fifty.transactionTypes }]);
    expect(cards[0]).toMatchObject({
      name: '32 урока',
      subtitle: 'по 50 минут',
      price: 25_632,
      oldPrice: 38_080,
      cardType: 'accent',
      comment: 'OfferCard',
      lessons: 32,
    });
    expect(cards[0]!.shown).toMatchObject({ discountPercent: 32, perLesson: 801 });
    expect(offerCards({ transactionTypes: [fifty.transactionTypes[0]!] }, [twentyFive])).toEqual([]);
  });

  it('counts down in days and hh:mm:ss and ends', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, clock: '03:04:05' });
    expect(countdownParts(59_000)).toEqual({ days: 0, clock: '00:00:59' });
    expect(countdownParts(0)).toBeNull();
    expect(texts.offer.countdown(1, '01:00:00')).toBe('1 день 01:00:00');
    expect(texts.offer.countdown(5, '01:00:00')).toBe('5 дней 01:00:00');
    expect(texts.offer.countdown(0, '01:00:00')).toBe('01:00:00');
  });
});

describe('plans of the page', () => {
  it('takes a well-formed ?planId, else the plan with its partners', () => {
    expect(planIdsForPage('?planId=course_it', '50m_v4')).toEqual(['course_it']);
    expect(planIdsForPage('?planId=%3Cx%3E', '40m_kids')).toEqual(['40m_kids', '25m_kids']);
    expect(planIdsForPage('', null)).toEqual(['50m_v4', '25m_v4', 'premium_50m', 'premium_25m']);
  });
});

describe('lesson words', () => {
  it.each([
    [1, '1 урок'],
    [2, '2 урока'],
    [4, '4 урока'],
    [5, '5 уроков'],
    [11, '11 уроков'],
    [21, '21 урок'],
    [32, '32 урока'],
    [48, '48 уроков'],
    [166, '166 уроков'],
    [212, '212 уроков'],
    [302, '302 урока'],
    [348, '348 уроков'],
  ])('%i → %s', (n, words) => {
    expect(texts.lessons.count(n)).toBe(words);
  });

  it('gifts, durations, months and access', () => {
    expect(texts.lessons.giftLessons(1)).toBe('+1 урок в подарок');
    expect(texts.lessons.giftLessons(3)).toBe('+3 урока в подарок');
    expect(texts.lessons.giftSpeakingClubs(2)).toBe('+2 разговорных клуба в подарок');
    expect(texts.lessons.giftSpeakingClubs(5)).toBe('+5 разговорных клубов в подарок');
    expect(texts.lessons.giftSpeakingClubs(21)).toBe('+21 разговорный клуб в подарок');
    expect(texts.lessons.duration(25)).toBe('по 25 минут');
    expect(texts.lessons.duration(21)).toBe('по 21 минуте');
    expect(texts.lessons.duration(22)).toBe('по 22 минуты');
    expect(purchaseTexts.calculator.installment(4)).toBe('Рассрочка на 4 месяца');
    expect(purchaseTexts.calculator.installment(12)).toBe('Рассрочка на 12 месяцев');
    expect(purchaseTexts.card.courseAccess(6)).toBe('Доступ к платформе: 6 месяцев');
    expect(purchaseTexts.card.courseAccess(12)).toBe('Доступ к платформе: 1 год');
    expect(purchaseTexts.card.courseLessons(13)).toBe('13 уроков с преподавателем');
  });

  it('every buy button says what it buys', () => {
    expect(purchaseTexts.card.buy(32)).toBe('Купить 32 урока');
    expect(purchaseTexts.card.buy(8)).toBe('Купить 8 уроков');
    expect(texts.offer.buy(16)).toBe('Купить 16 уроков по предложению');
    expect(purchaseTexts.calculator.pay(4)).toBe('Оплатить 4 урока');
    expect(purchaseTexts.calculator.payInstallment(32)).toBe('Оплатить 32 урока в рассрочку');
  });
});

describe('course card', () => {
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
