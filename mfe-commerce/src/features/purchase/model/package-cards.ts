import { isBestValueOption, isPopularOption, paidLessonsOf, shownPrice, showsTotal, sortByPricePerLesson, type ShownPrice } from '@school/shared/domain';
import type { TransactionType } from '@school/shared/schemas';

/** What a package card shows. */
export interface PackageCard {
  type: TransactionType;
  /** Lessons paid for (gifts apart). */
  lessons: number;
  durationMins: number | null;
  /** Price, per-lesson price, crossed-out price and discount: the one rule of shown prices. */
  shown: ShownPrice;
  /** The whole price is shown for packages of more than one lesson. */
  showsTotal: boolean;
  popular: boolean;
  bestValue: boolean;
  giftLessons: number;
  giftSpeakingClubs: number;
}

/**
 * The package cards of a format: ascending by price per lesson, with their badges. `charged` gives the
 * price a promo code asks for an option (the regular price when it gives none).
 */
export function packageCards(options: readonly TransactionType[], charged: (type: TransactionType) => number = (type) => type.price): PackageCard[] {
  const sorted = sortByPricePerLesson(options);
  return sorted.map((type, index) => ({
    type,
    lessons: paidLessonsOf(type),
    durationMins: type.reportFullType?.durationMins ?? null,
    shown: shownPrice(type, charged(type)),
    showsTotal: showsTotal(type),
    popular: isPopularOption(type),
    bestValue: isBestValueOption(sorted, index),
    giftLessons: type.giftLessons,
    giftSpeakingClubs: type.giftSpeakingClub,
  }));
}
