import { promoPrice } from '@school/shared/domain';
import type { PaymentInput, PromoCodeTerms, TransactionType } from '@school/shared/schemas';

/** The promo code of the purchase page: the learner's sign-up code (session `signupData.promocode`) or one they typed. */
export interface ActivePromo {
  code: string;
  source: 'signup' | 'typed';
}

/** The sign-up code, when there is one (spaces and case aside). */
export function signupPromoCode(promocode: string | null | undefined): ActivePromo | null {
  const code = promocode?.trim().toUpperCase();
  return code ? { code, source: 'signup' } : null;
}

/** The price asked for an option with the confirmed code: the shared rule `promoPrice`, the option's price when the code does not lower it. */
export function chargedWithPromo(type: Pick<TransactionType, 'id' | 'price'>, terms: PromoCodeTerms | null): number {
  if (!terms || !terms.transactionTypeIds.includes(type.id)) return type.price;
  return promoPrice(type.price, terms) ?? type.price;
}

/** The code an order carries: the confirmed code when it lowers this option and no offer is used (they do not add up). */
export function promoCodeOfInput(input: PaymentInput, terms: PromoCodeTerms | null): string | undefined {
  if (!terms || input.userOfferId !== undefined || !terms.transactionTypeIds.includes(input.transactionTypeId)) return undefined;
  return terms.code;
}
