import { commonTexts } from '@school/shared/texts';
import type { Database } from '../db/database';
import { clientAddress } from './client-address';
import type { RequestContext } from './context';
import { HttpError } from './errors';

/**
 * Rate limits of writes anyone may send (error reports now; leads and questionnaires use the same
 * rules). The counters live in the database, not in a process, so every API instance counts the
 * same hits: one row per rule, key and fixed window, raised by one atomic upsert.
 */
export interface RateLimitRule {
  /** The rule's name, part of every counter's key. */
  name: string;
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The rules in use (docs/decisions.md, "Limits"). */
export const rateLimits = {
  /** Error reports of one sender (a signed-in user, or a visitor's address). */
  errorReportsPerSender: { name: 'error-report', limit: 20, windowMs: 10 * MINUTE },
  /** Error reports of all visitors together: a flood from many addresses still ends. */
  errorReportsFromVisitors: { name: 'error-report-visitors', limit: 600, windowMs: HOUR },
  /** E-mail changes of one user (each may tell whether an address is taken). */
  emailChanges: { name: 'email-change', limit: 5, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

/** How often one process deletes expired counters. */
const SWEEP_EVERY_MS = 10 * MINUTE;
let lastSweep = 0;

/**
 * Counts one hit of `key` under `rule`; answers whether it is still within the limit, and when the
 * window ends.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, key: string, now: Date): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const end = start + rule.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ rule: rule.name, key: key.slice(0, 200), window_start: new Date(start), hits: 1, expires_at: new Date(end) })
    .onConflict((oc) => oc.columns(['rule', 'key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) })))
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = now.getTime();
    await deleteExpiredRateLimits(db, now);
  }
  return { allowed: row.hits <= rule.limit, retryAfterMs: end - now.getTime() };
}

export async function deleteExpiredRateLimits(db: Database, now: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<', now).execute();
}

/** The 429 answer's text from the minutes left. */
export type TooManyMessage = (minutes: number) => string;

/** Counts a hit and answers 429 (with Retry-After and the minutes left) when the limit is passed. */
export async function enforceRateLimit(
  ctx: RequestContext,
  rule: RateLimitRule,
  key: string,
  message: TooManyMessage = commonTexts.tooManyRequests,
): Promise<void> {
  const { allowed, retryAfterMs } = await hitRateLimit(ctx.db, rule, key, ctx.now);
  if (allowed) return;
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  ctx.hono.header('Retry-After', String(seconds));
  throw new HttpError(429, [{ message: message(Math.ceil(seconds / 60)) }]);
}

/** Who sends a write: the signed-in user, else the visitor's address. */
export function senderKey(ctx: RequestContext): string {
  return ctx.viewer ? `user:${ctx.viewer.id}` : `address:${clientAddress(ctx.hono)}`;
}

/**
 * The limits of an anonymous write (error reports, leads, questionnaires): `perSender` for each
 * sender, and `visitorsTogether` for all visitors at once.
 */
export async function enforceAnonymousWriteLimits(
  ctx: RequestContext,
  rules: { perSender: RateLimitRule; visitorsTogether?: RateLimitRule },
  message?: TooManyMessage,
): Promise<void> {
  await enforceRateLimit(ctx, rules.perSender, senderKey(ctx), message);
  if (!ctx.viewer && rules.visitorsTogether) await enforceRateLimit(ctx, rules.visitorsTogether, 'all', message);
}
