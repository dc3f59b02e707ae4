import { describe, expect, it } from 'vitest';
import type { Offer } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { countdownParts, offerCards, registrationOffer } from './offers';
import { fifty, twentyFive } from './sample-plans';

describe('content-and-commerce §7: offers', () => {
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
