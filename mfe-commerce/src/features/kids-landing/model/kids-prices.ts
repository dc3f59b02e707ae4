import { shownPrice } from '@school/shared/domain';
import type { SubscriptionPlan } from '@school/shared/schemas';

/** The free introductory lesson of the kids landing is booked on this plan (spec §9). */
export const KIDS_INTRO_PLAN_ID = '40m_kids';
export const KIDS_PLAN_IDS = ['25m_kids', '40m_kids'] as const;

/** A price format of the kids landing (spec §3): duration, price per lesson, premium, plan. */
interface KidsPriceFormat {
  duration: 25 | 40;
  price: number;
  premium: boolean;
  subscriptionPlanId: (typeof KIDS_PLAN_IDS)[number];
}

/** Spec §9: 25 minutes for 543 ₽ and 40 minutes for 837 ₽ a lesson (the 32-lesson package). */
const KIDS_PRICE_FORMATS: readonly KidsPriceFormat[] = [
  { duration: 25, price: 543, premium: false, subscriptionPlanId: '25m_kids' },
  { duration: 40, price: 837, premium: false, subscriptionPlanId: '40m_kids' },
];

/**
 * The formats with the per-lesson price of each plan's most popular package as the purchase page shows
 * it (the one rule, `shownPrice`), when the plans are loaded; spec §9's prices until then (or when a plan
 * is missing).
 */
export function kidsPriceFormats(plans: readonly SubscriptionPlan[] | undefined): KidsPriceFormat[] {
  return KIDS_PRICE_FORMATS.map((format) => {
    const plan = plans?.find((p) => p.id === format.subscriptionPlanId);
    const popular = plan?.transactionTypes.find((t) => t.id === plan.popularTransactionType);
    const perLesson = popular ? shownPrice(popular).perLesson : null;
    return perLesson !== null ? { ...format, price: perLesson } : format;
  });
}
