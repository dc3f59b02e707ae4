import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { AccountTokenPurpose } from '../../db/schema';
import type { LinkRefusal } from './texts';

/**
 * One-time links: a random token in the link, its SHA-256 in `account_tokens`. A link is used once
 * (the statement that checks it marks it used), expires, and stops working when a newer link of the
 * same purpose goes to the same person (a resend) or when it is revoked.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long each kind of link works. */
const LINK_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  /** `admin:create`: the first administrator sets a password. */
  'set-password': DAY,
  invitation: 7 * DAY,
  'password-reset': HOUR,
  'email-confirmation': 7 * DAY,
  'email-change': DAY,
};

/** Where each link opens in the school. */
const LINK_PATH: Record<AccountTokenPurpose, string> = {
  'set-password': '/set-password',
  invitation: '/set-password',
  'password-reset': '/set-password',
  'email-confirmation': '/confirm-email',
  'email-change': '/confirm-email',
};

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The link a person opens: PUBLIC_URL (never the request's Host) + the page + the token. */
export function linkUrl(publicUrl: string, purpose: AccountTokenPurpose, token: string): string {
  return `${publicUrl}${LINK_PATH[purpose]}?token=${token}`;
}

interface IssuedLink {
  token: string;
  expiresAt: Date;
}

/** A new link for `userId`; earlier unused links of the same purpose stop working. Run it in the action's transaction. */
export async function issueLink(
  db: Database,
  args: { userId: number; purpose: AccountTokenPurpose; now: Date; createdBy?: number | null; newEmail?: string | null },
): Promise<IssuedLink> {
  await db
    .updateTable('account_tokens')
    .set({ revoked_at: args.now })
    .where('user_id', '=', args.userId)
    .where('purpose', '=', args.purpose)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  const token = newToken();
  const expiresAt = new Date(args.now.getTime() + LINK_LIFETIME_MS[args.purpose]);
  await db
    .insertInto('account_tokens')
    .values({
      user_id: args.userId,
      purpose: args.purpose,
      token_hash: tokenHash(token),
      new_email: args.newEmail ?? null,
      created_by: args.createdBy ?? null,
      created_at: args.now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

interface LinkRow {
  id: number;
  userId: number;
  purpose: AccountTokenPurpose;
  newEmail: string | null;
}

/** Why a link does not work now, or null when it does (read only: nothing is used). */
export async function inspectLink(
  db: Database,
  token: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<{ link: LinkRow; refusal: LinkRefusal | null } | null> {
  const row = await db
    .selectFrom('account_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.purpose', 't.new_email', 't.expires_at', 't.used_at', 't.revoked_at', 'u.deactivated_at'])
    .where('t.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row || !purposes.includes(row.purpose)) return null;
  const link = { id: row.id, userId: row.user_id, purpose: row.purpose, newEmail: row.new_email };
  const refusal: LinkRefusal | null = row.used_at
    ? 'used'
    : row.revoked_at
      ? 'revoked'
      : row.expires_at.getTime() <= now.getTime()
        ? 'expired'
        : row.deactivated_at
          ? 'deactivated'
          : null;
  return { link, refusal };
}

/**
 * Uses a link: marks it used in the same statement that checks it is unused, unrevoked and unexpired,
 * so two requests with one link cannot both pass. Answers the link, or why it does not work.
 */
export async function useLink(
  db: Database,
  token: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<{ link: LinkRow } | { refusal: LinkRefusal }> {
  const used = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash(token))
    .where('purpose', 'in', [...purposes])
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where(sql<boolean>`exists (select 1 from users u where u.id = account_tokens.user_id and u.deactivated_at is null)`)
    .returning(['id', 'user_id', 'purpose', 'new_email'])
    .executeTakeFirst();
  if (used) return { link: { id: used.id, userId: used.user_id, purpose: used.purpose, newEmail: used.new_email } };
  const inspected = await inspectLink(db, token, purposes, now);
  return { refusal: inspected?.refusal ?? 'unknown' };
}
