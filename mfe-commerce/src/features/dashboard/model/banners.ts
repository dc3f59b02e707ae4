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
/**
 * 7 February 2022 on the school's calendar, as the moments it began and ended: Moscow kept UTC+3 all that
 * year. Fixed moments rather than the day worked out through Intl's zones, whose first use costs the
 * dashboard tens of milliseconds of its start.
 */
export const FREE_LESSON_DAY = { from: Date.parse('2022-02-06T21:00:00.000Z'), to: Date.parse('2022-02-07T21:00:00.000Z') };

/** Whether a moment falls on the free-lesson day of the school's calendar. */
function onFreeLessonDay(iso: string): boolean {
  const at = Date.parse(iso);
  return at >= FREE_LESSON_DAY.from && at < FREE_LESSON_DAY.to;
}

export function dashboardBanners(
  user: Pick<CurrentUser, 'subscriptionPlanId' | 'signupData'>,
  transactions: readonly Pick<StudentTransaction, 'date'>[],
): DashboardBanner[] {
  const banners: DashboardBanner[] = [];
  if (user.subscriptionPlanId === JANUARY_SALE_PLAN_ID) banners.push('january-sale');
  if (transactions.some((t) => onFreeLessonDay(t.date))) banners.push('free-lesson');
  if (transactions.length === 0 && Boolean(user.signupData.promocode?.trim())) banners.push('promo-code');
  return banners;
}
