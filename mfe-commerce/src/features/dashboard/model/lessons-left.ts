import { canBuyLessons, canSeePaidLessonsCard } from '@school/shared/permissions';
import type { CurrentUser } from '@school/shared/schemas';

/**
 * The user tags that hide the lessons card's buy button (spec §6 "hidden when the no-payment flags
 * apply"): lessons paid by an employer or a partner, or given free by the school.
 */
const NO_PAYMENT_TAGS: readonly string[] = ['no-payment', 'paid-by-company'];

interface LessonsLeftCard {
  items: { id: string; name: string; reportsLeft: number; negative: boolean }[];
  /** Some format is below zero: lessons given on credit (a notification-style badge). */
  hasDebt: boolean;
  /** Every count is zero (or there is none): 'no paid lessons'. */
  noPaidLessons: boolean;
  showBuy: boolean;
}

type CardUser = Pick<
  CurrentUser,
  'selfPaying' | 'roleId' | 'isAdmin' | 'isClientManager' | 'isTeacher' | 'hrUserGroupIds' | 'paidReportsLeftCounts' | 'userTags'
>;

/** The paid-lessons card of a self-paying non-apprentice; null for everyone else. */
export function lessonsLeftCard(user: CardUser): LessonsLeftCard | null {
  if (!canSeePaidLessonsCard(user)) return null;
  const items = user.paidReportsLeftCounts.map((b) => ({ id: b.id, name: b.name, reportsLeft: b.reportsLeft, negative: b.reportsLeft < 0 }));
  const noPaymentFlag = user.userTags.some((tag) => NO_PAYMENT_TAGS.includes(tag.tagValue));
  return {
    items: items.filter((item) => item.reportsLeft !== 0),
    hasDebt: items.some((item) => item.negative),
    noPaidLessons: items.every((item) => item.reportsLeft === 0),
    showBuy: canBuyLessons(user) && !noPaymentFlag,
  };
}
