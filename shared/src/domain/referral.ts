import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_CODE_PATTERN, type TransactionTypeFields } from '../schemas';
import { LESSONS_CATEGORY, paidLessonsOf } from './pricing';

/**
 * Invite a friend (spec §9): when the friend buys a package of 16 or more lessons, the learner who
 * invited them gets 10 free lessons and the friend 5. Credited once per friend, on the first
 * qualifying purchase.
 */
const REFERRAL_MIN_PACKAGE_LESSONS = 16;
export const REFERRER_GIFT_LESSONS = 10;
export const FRIEND_GIFT_LESSONS = 5;
/** The query parameter of an invitation link: /introductory-lesson?ref=CODE */
export const REFERRAL_PARAM = 'ref';
/** Where an invitation leads: the free introductory lesson, for visitors. */
export const REFERRAL_LANDING_PATH = '/introductory-lesson';

type ReferralFriendState = 'lead' | 'joined' | 'credited';

/** A code as typed or pasted: trimmed and upper-cased; null when it cannot be a code. */
export function normaliseReferralCode(raw: string | null | undefined): string | null {
  const code = (raw ?? '').trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** A purchase that earns the bonus: a lesson package of at least 16 lessons paid for (gift lessons not counted). */
export function qualifiesForReferralBonus(type: Pick<TransactionTypeFields, 'category' | 'reportsAmount' | 'description'>): boolean {
  return type.category === LESSONS_CATEGORY && paidLessonsOf(type) >= REFERRAL_MIN_PACKAGE_LESSONS;
}

/**
 * What a friend's purchase credits: the two gifts for the first qualifying purchase of a friend who
 * has not earned the bonus yet; nothing otherwise (no invitation, already credited, a small package).
 */
export function referralCredit(
  referral: { creditedAt: Date | string | null } | null,
  purchase: Pick<TransactionTypeFields, 'category' | 'reportsAmount' | 'description'>,
): { referrerLessons: number; friendLessons: number } | null {
  if (!referral || referral.creditedAt !== null) return null;
  if (!qualifiesForReferralBonus(purchase)) return null;
  return { referrerLessons: REFERRER_GIFT_LESSONS, friendLessons: FRIEND_GIFT_LESSONS };
}

/** Where a friend is: left a request for the intro lesson, has an account, or bought and earned the bonus. */
export function referralFriendState(friend: { hasAccount: boolean; creditedAt: Date | string | null }): ReferralFriendState {
  if (friend.creditedAt !== null) return 'credited';
  return friend.hasAccount ? 'joined' : 'lead';
}

/** A new code from random bytes (the server passes crypto bytes). */
export function referralCodeFromBytes(bytes: ArrayLike<number>): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += REFERRAL_CODE_ALPHABET[(bytes[i] ?? 0) % REFERRAL_CODE_ALPHABET.length];
  return code;
}
