import {
  isBestValueOption,
  isPopularOption,
  paidLessonsOf,
  planItemDiscount,
  saleBadgePercent,
  showsDiscountBadge,
  showsTotal,
  shownLessonPrice,
  sortByPricePerLesson,
} from '@school/shared/domain';
import type { TransactionType } from '@school/shared/schemas';

/** What a package card shows. */
export interface PackageCard {
  type: TransactionType;
  /** Lessons paid for (gifts apart). */
  lessons: number;
  durationMins: number | null;
  perLesson: number | null;
  /** The whole price, shown for packages of more than one lesson. */
  total: number | null;
  popular: boolean;
  bestValue: boolean;
  /** The sale badge (floor of the discount), only below the plan's dearest lesson. */
  salePercent: number | null;
  /** The crossed-out price that goes with the sale badge. */
  priceWithoutDiscount: number | null;
  giftLessons: number;
  giftSpeakingClubs: number;
}

/** The package cards of a format: ascending by price per lesson, with their badges. */
export function packageCards(options: readonly TransactionType[], maxLessonPrice: number): PackageCard[] {
  const sorted = sortByPricePerLesson(options);
  return sorted.map((type, index) => {
    const discounted = showsDiscountBadge(type, maxLessonPrice) && saleBadgePercent(type.discount) > 0;
    return {
      type,
      lessons: paidLessonsOf(type),
      durationMins: type.reportFullType?.durationMins ?? null,
      perLesson: shownLessonPrice(type),
      total: showsTotal(type) ? type.price : null,
      popular: isPopularOption(type),
      bestValue: isBestValueOption(sorted, index),
      salePercent: discounted ? saleBadgePercent(type.discount) : null,
      priceWithoutDiscount: discounted ? type.priceWithoutDiscount : null,
      giftLessons: type.giftLessons,
      giftSpeakingClubs: type.giftSpeakingClub,
    };
  });
}

/** A price-plan item's discount in whole percent (−13), or null when there is none to show. */
export function planItemDiscountPercent(type: Pick<TransactionType, 'price' | 'oldPrice'>): number | null {
  const discount = planItemDiscount(type.price, type.oldPrice);
  return discount === null ? null : Math.round(discount * 100);
}
