import { paidLessonsOf, shownPrice, type ShownPrice } from '@school/shared/domain';
import type { Offer, OfferCard, SubscriptionPlan } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { isPopularOption } from './package-cards';

/** The comment of a purchase started on an offer card. */
const OFFER_CARD_COMMENT = 'OfferCard';

export type RegistrationOffer = Offer & { title: string; description: string };

const hasTexts = (offer: Offer): offer is RegistrationOffer => typeof offer.title === 'string' && typeof offer.description === 'string';

/** The registration offer: the first offer whose title and description are both strings. */
export function registrationOffer(offers: readonly Offer[]): RegistrationOffer | null {
  return offers.find(hasTexts) ?? null;
}

/** An offer card (the spec's fields) with what it shows, by the one rule of shown prices. */
export interface OfferCardView extends OfferCard {
  shown: ShownPrice;
  /** Lessons paid for: what the buy button names. */
  lessons: number;
}

/**
 * The offer's cards: one per price option of the plans on the page (a kids page shows no adult
 * packages); the popular package is the accent card. The price is the offer's, as the server sends it;
 * the crossed-out price and the discount are the option's own (the same reference price as its
 * package card), so one option never shows two discounts.
 */
export function offerCards(offer: Pick<Offer, 'transactionTypes'>, plans: readonly Pick<SubscriptionPlan, 'transactionTypes'>[]): OfferCardView[] {
  const onPage = new Set(plans.flatMap((p) => p.transactionTypes.map((t) => t.id)));
  return offer.transactionTypes
    .filter((type) => onPage.has(type.id))
    .map((type) => {
      const shown = shownPrice(type);
      return {
        name: texts.lessons.count(paidLessonsOf(type)),
        subtitle: type.reportFullType ? texts.lessons.duration(type.reportFullType.durationMins) : '',
        price: shown.price,
        oldPrice: shown.referencePrice,
        transactionTypeId: type.id,
        comment: OFFER_CARD_COMMENT,
        cardType: isPopularOption(type) ? 'accent' : 'default',
        shown,
        lessons: paidLessonsOf(type),
      };
    });
}

/** Time left: whole days and 'hh:mm:ss'; null once the end has come. */
export function countdownParts(msLeft: number): { days: number; clock: string } | null {
  if (msLeft <= 0) return null;
  const seconds = Math.floor(msLeft / 1000);
  const days = Math.floor(seconds / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return { days, clock };
}
