import { paidLessonsOf, pricePerLesson, shownPrice, type ShownPrice } from '@school/shared/domain';
import type { TransactionType, TransactionTypeFields } from '@school/shared/schemas';

/** The most popular package: 32 lessons, gifts not counted. */
export const POPULAR_LESSON_COUNT = 32;

/** The total is shown next to the per-lesson price when the option holds more than one lesson. */
export function showsTotal(type: Pick<TransactionTypeFields, 'reportsAmount'>): boolean {
  return type.reportsAmount > 1;
}

/** Package cards: ascending by price per lesson; equal prices keep the smaller package first. */
export function sortByPricePerLesson<T extends Pick<TransactionTypeFields, 'price' | 'reportsAmount' | 'description'>>(types: readonly T[]): T[] {
  return [...types].sort((a, b) => pricePerLesson(a) - pricePerLesson(b) || a.reportsAmount - b.reportsAmount);
}

/** The most popular package: 32 lessons, gifts not counted. */
export function isPopularOption(type: Pick<TransactionTypeFields, 'reportsAmount' | 'description'>): boolean {
  return paidLessonsOf(type) === POPULAR_LESSON_COUNT;
}

/** 'Выгодно' goes on the first card of the sorted list, unless it is the popular one or a 25-minute format. */
export function isBestValueOption(sorted: readonly Pick<TransactionTypeFields, 'reportsAmount' | 'description' | 'reportFullType'>[], index: number): boolean {
  const type = sorted[index];
  if (index !== 0 || !type) return false;
  return !isPopularOption(type) && type.reportFullType?.durationMins !== 25;
}

/** What a package card shows. */
interface PackageCard {
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
