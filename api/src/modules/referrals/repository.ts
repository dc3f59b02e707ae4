import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { referralCodeFromBytes, referralCredit, referralFriendState } from '@school/shared/domain';
import type { ReferralFriend } from '@school/shared/schemas';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../http/errors';
import { creditBalance } from '../students/repository';

/**
 * Invitations of friends: each learner's code, the friends invited (a lead first, or an account),
 * and the bonus credited once when a friend's qualifying payment succeeds.
 */

/** A phone's digits as leads store them: a Russian 8-prefixed number is written with 7. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

/** The same normalisation in SQL, for the phones of accounts. */
const accountPhoneDigits = sql<string>`regexp_replace(regexp_replace(u.phone, '\\D', '', 'g'), '^8(\\d{10})$', '7\\1')`;

/** "Дмитрий У." — first name and the initial of the last name: friends see no more of each other. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return [firstName.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** The learner's invitation code, made on first use. */
export async function referralCodeOf(db: Database, userId: number, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await db.selectFrom('referral_codes').select('code').where('user_id', '=', userId).executeTakeFirst();
    if (existing) return existing.code;
    try {
      await db
        .insertInto('referral_codes')
        .values({ user_id: userId, code: referralCodeFromBytes(randomBytes(8)), created_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    } catch (error) {
      // Another learner has the code drawn: draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`No referral code could be made for user ${userId}`);
}

export async function findReferrerByCode(db: Database, code: string) {
  return db
    .selectFrom('referral_codes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where('c.code', '=', code)
    .executeTakeFirst();
}

/** A visitor came by an invitation and left a lead: the friend is on the referrer's list from now on. */
export async function addLeadReferral(db: Database, args: { code: string; leadId: number; friendName: string; now: Date }): Promise<void> {
  const referrer = await findReferrerByCode(db, args.code);
  if (!referrer) return;
  await db
    .insertInto('referrals')
    .values({ referrer_id: referrer.id, lead_id: args.leadId, friend_name: args.friendName, created_at: args.now })
    .onConflict((oc) => oc.column('lead_id').doNothing())
    .execute();
}

export async function isInvitedFriend(db: Database, userId: number): Promise<boolean> {
  const row = await db.selectFrom('referrals').select('id').where('friend_user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Whether the user has bought anything yet (an invitation is for new learners). */
export async function hasPurchases(db: Database, userId: number): Promise<boolean> {
  const row = await db.selectFrom('transactions').select('id').where('student_id', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The friend, signed in, accepted an invitation of this referrer: their account is linked to a lead of
 * theirs by this referrer (same phone or e-mail) when there is one, else to a new entry. This is the
 * only way an invitation reaches an account. Answers false when the account is already someone's
 * invited friend.
 */
export async function acceptReferral(db: Database, args: { referrerId: number; friend: { id: number; name: string }; now: Date }): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const lead = await unlinkedLeadReferralOf(trx, args.friend.id, args.referrerId);
      if (lead) {
        const linked = await trx
          .updateTable('referrals')
          .set({ friend_user_id: args.friend.id })
          .where('id', '=', lead.id)
          .where('friend_user_id', 'is', null)
          .executeTakeFirst();
        if (Number(linked.numUpdatedRows) > 0) return true;
      }
      const inserted = await trx
        .insertInto('referrals')
        .values({ referrer_id: args.referrerId, friend_user_id: args.friend.id, friend_name: args.friend.name, created_at: args.now })
        .onConflict((oc) => oc.column('friend_user_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The oldest invitation of `referrerId` whose lead has this account's phone or e-mail and no account yet. */
async function unlinkedLeadReferralOf(db: Database, userId: number, referrerId: number) {
  return db
    .selectFrom('referrals as r')
    .innerJoin('leads as l', 'l.id', 'r.lead_id')
    .innerJoin('users as u', (join) => join.on('u.id', '=', userId))
    .select(['r.id'])
    .where('r.friend_user_id', 'is', null)
    .where('r.credited_at', 'is', null)
    .where('r.referrer_id', '<>', userId)
    .where((eb) => eb.or([eb('l.phone_digits', '=', accountPhoneDigits), eb(sql`lower(l.contact)`, '=', sql`lower(u.email)`)]))
    .where('r.referrer_id', '=', referrerId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(1)
    .executeTakeFirst();
}

/** The referrer's gift goes onto their usual format: their default, else their plan's, else the friend's purchase format. */
async function referrerFormat(db: Database, referrerId: number, fallback: string | null): Promise<string | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('students as s', 's.user_id', 'u.id')
    .leftJoin('subscription_plans as p', 'p.id', 'u.subscription_plan_id')
    .select(['s.default_report_full_type_id', 'p.report_full_type_id'])
    .where('u.id', '=', referrerId)
    .executeTakeFirst();
  return row?.default_report_full_type_id ?? row?.report_full_type_id ?? fallback;
}

interface ReferralCreditResult {
  referralId: number;
  referrerId: number;
  referrerLessons: number;
  friendLessons: number;
}

/**
 * A friend's payment succeeded: call inside the payment's database transaction (`db` is that
 * transaction). When the purchase is a package of 16 lessons or more and the friend accepted an
 * invitation while signed in and has not earned the bonus yet, the referrer gets 10 lessons and the
 * friend 5, once: the conditional update that sets `credited_at` is the claim, so repeated
 * notifications and later purchases credit nothing.
 */
export async function creditReferralForPurchase(
  db: Database,
  args: { studentId: number; transactionId: number; transactionTypeId: string; now: Date },
): Promise<ReferralCreditResult | null> {
  const type = await db
    .selectFrom('transaction_types')
    .select(['category', 'reports_amount', 'description', 'report_full_type_id'])
    .where('id', '=', args.transactionTypeId)
    .executeTakeFirst();
  if (!type?.report_full_type_id) return null;
  const purchase = { category: type.category, reportsAmount: type.reports_amount, description: type.description };
  if (!referralCredit({ creditedAt: null }, purchase)) return null;

  // One friend's purchases are credited one at a time (two packages paid at the same moment).
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`referral-friend:${args.studentId}`}))`.execute(db);
  // Only an invitation the friend accepted themself, signed in: a visitor's lead naming someone's phone
  // or e-mail never attaches an invitation to that person's account.
  const referral = await db
    .selectFrom('referrals')
    .select(['id', 'referrer_id', 'credited_at'])
    .where('friend_user_id', '=', args.studentId)
    .executeTakeFirst();
  if (!referral) return null;
  const credit = referralCredit({ creditedAt: referral.credited_at }, purchase);
  if (!credit) return null;

  const friendFormat = type.report_full_type_id;
  const referrerFormatId = (await referrerFormat(db, referral.referrer_id, friendFormat)) ?? friendFormat;
  const claimed = await db
    .updateTable('referrals')
    .set({
      credited_at: args.now,
      credited_transaction_id: args.transactionId,
      referrer_lessons: credit.referrerLessons,
      referrer_full_type_id: referrerFormatId,
      friend_lessons: credit.friendLessons,
      friend_full_type_id: friendFormat,
    })
    .where('id', '=', referral.id)
    .where('credited_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return null;
  await creditBalance(db, { studentId: args.studentId, formatId: friendFormat, lessons: credit.friendLessons });
  await creditBalance(db, { studentId: referral.referrer_id, formatId: referrerFormatId, lessons: credit.referrerLessons });
  return { referralId: referral.id, referrerId: referral.referrer_id, ...credit };
}

/** The referrer's invited friends, newest first, with their state. */
export async function listReferrals(db: Database, referrerId: number): Promise<ReferralFriend[]> {
  const rows = await db
    .selectFrom('referrals as r')
    .leftJoin('users as f', 'f.id', 'r.friend_user_id')
    .select(['r.id', 'r.friend_name', 'r.created_at', 'r.credited_at', 'r.friend_user_id', 'f.first_name', 'f.last_name'])
    .where('r.referrer_id', '=', referrerId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.friend_user_id !== null && r.first_name ? shortName(r.first_name, r.last_name ?? '') : r.friend_name,
    // Joined only once the friend accepted signed in: whether a lead's phone or e-mail has an account is not told.
    state: referralFriendState({ hasAccount: r.friend_user_id !== null, creditedAt: r.credited_at }),
    invitedAt: r.created_at.toISOString(),
    creditedAt: r.credited_at ? r.credited_at.toISOString() : null,
  }));
}

/** Free lessons the referrer has earned. */
export async function earnedLessons(db: Database, referrerId: number): Promise<number> {
  const row = await db
    .selectFrom('referrals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('referrer_lessons'), sql<number>`0`).as('lessons'))
    .where('referrer_id', '=', referrerId)
    .where('credited_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.lessons);
}

/** Who invited this learner, when anyone did. */
export async function invitedBy(db: Database, friendId: number): Promise<{ name: string; credited: boolean } | null> {
  const row = await db
    .selectFrom('referrals as r')
    .innerJoin('users as u', 'u.id', 'r.referrer_id')
    .select(['u.first_name', 'u.last_name', 'r.credited_at'])
    .where('r.friend_user_id', '=', friendId)
    .executeTakeFirst();
  return row ? { name: shortName(row.first_name, row.last_name), credited: row.credited_at !== null } : null;
}

/** A user's name, or undefined when there is no such user. */
export async function findUserName(db: Database, userId: number) {
  return db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
}
