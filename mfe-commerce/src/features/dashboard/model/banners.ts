import { localDate, SCHOOL_TIME_ZONE } from '@school/shared/domain';
import type { CurrentUser, StudentTransaction } from '@school/shared/schemas';

/**
 * The dashboard's banners (spec §4 "Banners"):
 * - the January sale, for learners of the plan 50m-january-big-sale;
 * - the free-lesson banner, for learners with a purchase dated 7 February 2022 (the day the school
 *   gave everyone a free lesson), by the school's calendar (Moscow);
 * - the promo-code banner, for learners who signed up with a promo code and have not bought yet.
 */
export type DashboardBanner = 'january-sale' | 'free-lesson' | 'promo-code';

const JANUARY_SALE_PLAN_ID = '50m-january-big-sale';
const FREE_LESSON_TRANSACTION_DAY = '2022-02-07';
/** 'yyyy-MM-dd' of a moment on the school's calendar. */
export function schoolDay(iso: string): string {
  return localDate(new Date(iso), SCHOOL_TIME_ZONE);
}

export function dashboardBanners(
  user: Pick<CurrentUser, 'subscriptionPlanId' | 'signupData'>,
  transactions: readonly Pick<StudentTransaction, 'date'>[],
): DashboardBanner[] {
  const banners: DashboardBanner[] = [];
  if (user.subscriptionPlanId === JANUARY_SALE_PLAN_ID) banners.push('january-sale');
  if (transactions.some((t) => schoolDay(t.date) === FREE_LESSON_TRANSACTION_DAY)) banners.push('free-lesson');
  if (transactions.length === 0 && Boolean(user.signupData.promocode?.trim())) banners.push('promo-code');
  return banners;
}
