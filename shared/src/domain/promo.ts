import { TEST_DRIVE_CATEGORY } from './pricing';

/**
 * Promo codes and offers (one rule for the page and the server): which options a code lowers and the
 * price it asks. The server prices every order with these; the page shows the same numbers.
 */

interface PromoDiscount {
  /** Percent off, or null when the code takes rubles off. */
  discountPercent: number | null;
  /** Rubles off, or null when the code takes a percentage. */
  discountRubles: number | null;
}

/** Which options a code lowers: those of its plans and options; every option but trial lessons when it names none. */
export function promoCovers(
  code: { planIds: readonly string[]; transactionTypeIds: readonly string[] },
  option: { id: string; planId: string | null; category: string },
): boolean {
  if (code.transactionTypeIds.length > 0 && !code.transactionTypeIds.includes(option.id)) return false;
  if (code.planIds.length > 0 && (option.planId === null || !code.planIds.includes(option.planId))) return false;
  if (code.transactionTypeIds.length === 0 && option.category === TEST_DRIVE_CATEGORY) return false;
  return true;
}

/**
 * The price a code asks for an option: the percentage off, rounded to whole rubles; or the rubles off. A
 * ruble discount that would leave nothing to pay does not apply: null.
 */
export function promoPrice(price: number, discount: PromoDiscount): number | null {
  if (discount.discountPercent !== null) return Math.max(1, Math.round((price * (100 - discount.discountPercent)) / 100));
  if (discount.discountRubles !== null) return discount.discountRubles < price ? price - discount.discountRubles : null;
  return null;
}

/** An offer's price: its percentage off the option's regular price, rounded to whole rubles (the price itself without one). */
export function offerPrice(price: number, discountPercent: number | null): number {
  return discountPercent ? Math.max(1, Math.round((price * (100 - discountPercent)) / 100)) : price;
}
