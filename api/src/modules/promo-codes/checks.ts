import { formatDate, promoCovers } from '@school/shared/domain';
import type { PromoCodeRow } from './repository';
import { promoCodeTexts } from './texts';

/** What is known when a learner uses a code: are they new, how often was it used, which option (if any). */
interface PromoFacts {
  now: Date;
  hasPurchases: boolean;
  uses: number;
  option?: { id: string; planId: string | null; category: string };
}

/**
 * Why a code gives the learner nothing (a Russian sentence for the page), or null when it applies: switched
 * off or unknown, not yet or no longer valid, used up, for first purchases only, not for this option.
 */
export function promoRefusal(code: PromoCodeRow | undefined, facts: PromoFacts): string | null {
  if (!code || !code.active) return promoCodeTexts.promoUnknown;
  if (code.valid_from && facts.now < code.valid_from) return promoCodeTexts.promoNotYet(formatDate(code.valid_from));
  if (code.valid_until && facts.now >= code.valid_until) return promoCodeTexts.promoExpired;
  if (code.max_uses !== null && facts.uses >= code.max_uses) return promoCodeTexts.promoUsedUp;
  if (code.first_purchase_only && facts.hasPurchases) return promoCodeTexts.promoFirstPurchaseOnly;
  if (facts.option && !promoCovers({ planIds: code.plan_ids, transactionTypeIds: code.transaction_type_ids }, facts.option)) {
    return promoCodeTexts.promoNotForOption;
  }
  return null;
}
