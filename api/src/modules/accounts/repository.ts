import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Accounts: sign-ups, passwords set through links, e-mail confirmation and change. */

interface AccountFacts {
  id: number;
  email: string;
  firstName: string;
  deactivated: boolean;
  emailConfirmed: boolean;
}

export async function findAccountByEmail(db: Database, email: string): Promise<AccountFacts | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'deactivated_at', 'email_confirmed_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row
    ? { id: row.id, email: row.email, firstName: row.first_name, deactivated: row.deactivated_at !== null, emailConfirmed: row.email_confirmed_at !== null }
    : null;
}

export async function findAccount(db: Database, userId: number): Promise<AccountFacts | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'deactivated_at', 'email_confirmed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row
    ? { id: row.id, email: row.email, firstName: row.first_name, deactivated: row.deactivated_at !== null, emailConfirmed: row.email_confirmed_at !== null }
    : null;
}

/** Whether a learner may pay: the address was confirmed (sign-ups) or typed by the school. */
export async function emailConfirmed(db: Database, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('email_confirmed_at').where('id', '=', userId).executeTakeFirst();
  return Boolean(row?.email_confirmed_at);
}

interface NewLearner {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string;
  signupHostname: string;
  promocode: string | null;
  now: Date;
}

/**
 * A learner who signed up: unconfirmed address, paying for themselves. Null when the address is
 * taken (the unique index decides, so two simultaneous sign-ups make one account).
 */
export async function createLearner(db: Database, learner: NewLearner): Promise<number | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: learner.email,
      password_hash: learner.passwordHash,
      first_name: learner.firstName,
      last_name: learner.lastName,
      phone: learner.phone,
      role_id: 'studying_user',
      self_paying: true,
      signup_hostname: learner.signupHostname,
      signup_promocode: learner.promocode,
      email_confirmed_at: null,
      terms_accepted_at: learner.now,
      created_at: learner.now,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * A password set through a link: every session of the person ends (a reset is often because someone
 * else got in), and the address counts as confirmed (the link came to it).
 */
export async function setPasswordFromLink(db: Database, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, email_confirmed_at: eb.fn.coalesce('email_confirmed_at', sql<Date>`${now}::timestamptz`) }))
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function confirmEmailOf(db: Database, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ email_confirmed_at: now }).where('id', '=', userId).where('email_confirmed_at', 'is', null).execute();
}

/** The new address replaces the old one; false when another account took it meanwhile. */
export async function changeEmail(db: Database, userId: number, email: string, now: Date): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('id', '!=', userId)
    .executeTakeFirst();
  if (taken) return false;
  await db.updateTable('users').set({ email, email_confirmed_at: now }).where('id', '=', userId).execute();
  return true;
}

export async function userName(db: Database, userId: number): Promise<{ firstName: string; lastName: string; email: string } | null> {
  const row = await db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', userId).executeTakeFirst();
  return row ? { firstName: row.first_name, lastName: row.last_name, email: row.email } : null;
}
