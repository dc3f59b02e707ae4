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

  it('gifts and durations', () => {
    expect(texts.lessons.giftLessons(1)).toBe('+1 урок в подарок');
    expect(texts.lessons.giftLessons(3)).toBe('+3 урока в подарок');
    expect(texts.lessons.giftSpeakingClubs(2)).toBe('+2 разговорных клуба в подарок');
    expect(texts.lessons.giftSpeakingClubs(5)).toBe('+5 разговорных клубов в подарок');
    expect(texts.lessons.giftSpeakingClubs(21)).toBe('+21 разговорный клуб в подарок');
    expect(texts.lessons.duration(25)).toBe('по 25 минут');
    expect(texts.lessons.duration(21)).toBe('по 21 минуте');
    expect(texts.lessons.duration(22)).toBe('по 22 минуты');
  });

  it('the offer buy button says what it buys', () => {
    expect(texts.offer.buy(16)).toBe('Купить 16 уроков по предложению');
  });
});
