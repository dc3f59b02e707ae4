import { describe, expect, it } from 'vitest';
import { texts } from './texts';

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
    expect(texts.calculator.installment(4)).toBe('Рассрочка на 4 месяца');
    expect(texts.calculator.installment(12)).toBe('Рассрочка на 12 месяцев');
    expect(texts.card.courseAccess(6)).toBe('Доступ к платформе: 6 месяцев');
    expect(texts.card.courseAccess(12)).toBe('Доступ к платформе: 1 год');
    expect(texts.card.courseLessons(13)).toBe('13 уроков с преподавателем');
  });

  it('every buy button says what it buys', () => {
    expect(texts.card.buy(32)).toBe('Купить 32 урока');
    expect(texts.card.buy(8)).toBe('Купить 8 уроков');
    expect(texts.offer.buy(16)).toBe('Купить 16 уроков по предложению');
    expect(texts.calculator.pay(4)).toBe('Оплатить 4 урока');
    expect(texts.calculator.payInstallment(32)).toBe('Оплатить 32 урока в рассрочку');
  });
});
