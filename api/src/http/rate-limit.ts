import { commonTexts } from '@school/shared/texts';
import type { Database } from '../db/database';
import type { RequestContext } from './context';
import { HttpError } from './errors';
import { CHALLENGE_BITS, deleteExpiredChallenges, issueChallenge, spendProof } from './proof-of-work';
import { clientAddressKey } from './sender-key';
import type { Sweep } from '../jobs/sweeps';

/**
 * Rate limits of writes anyone may send (error reports, leads, analytics events) and of calls that
 * cost the school (a provider's API). The counters live in the database, not in a process, so every
 * API instance counts the same hits: one row per rule, key and fixed window, raised by one atomic
 * upsert. A flood is stopped without refusing everyone (docs/decisions.md, "Limits"): a sender past
 * its share must prove a person is there (a proof-of-work challenge) and past its limit is refused;
 * when all visitors together pass a ceiling, every visitor's write needs the proof, nobody is refused.
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

/** A sender's rule of an anonymous write: past `challengeAfter` hits a proof is asked for, past `limit` refused. */
interface SenderRule extends RateLimitRule {
  challengeAfter: number;
}

/** The limits of a write anyone may send. */
export interface AnonymousWriteRules {
  /** One sender: a signed-in user, else the visitor's address (IPv6 by its /64). */
  perSender: SenderRule;
  /** All visitors together: past `limit` every visitor's write needs a proof; nobody is refused by it. */
  visitorsTogether?: RateLimitRule;
}

/** The rules in use (docs/decisions.md, "Limits"). */
export const rateLimits = {
  /** Error reports of one sender: a page in trouble sends a few; past 20 in 10 minutes a proof, past 60 refused. */
  errorReportsPerSender: { name: 'error-report', challengeAfter: 20, limit: 60, windowMs: 10 * MINUTE },
  /** Error reports of all visitors together: past 600 an hour every visitor proves a person is there. */
  errorReportsFromVisitors: { name: 'error-report-visitors', limit: 600, windowMs: HOUR },
  /** E-mail changes of one user (each may tell whether an address is taken). */
  emailChanges: { name: 'email-change', limit: 5, windowMs: HOUR },
  /** Level tests saved by one learner: a test takes minutes, so 20 an hour is far more than anyone takes. */
  levelTestResults: { name: 'level-test-result', limit: 20, windowMs: HOUR },
  /** Payment orders of one learner (each is a call to the provider): 20 an hour. */
  paymentOrders: { name: 'payment-order', limit: 20, windowMs: HOUR },
  /** Returns from the provider per address (each asks the provider once): 60 in 10 minutes. */
  paymentReturns: { name: 'payment-return', limit: 60, windowMs: 10 * MINUTE },
  /** Promo codes a learner tries at checkout: enough for typos, too few to guess codes. */
  promoCodeChecks: { name: 'promo-code-check', limit: 30, windowMs: 10 * MINUTE },
  /** Tax certificates a learner makes (each renders a PDF). */
  taxCertificates: { name: 'tax-certificate', limit: 20, windowMs: HOUR },
} satisfies Record<string, RateLimitRule | SenderRule>;

/**
 * Counts one hit of `key` under `rule`; answers whether it is still within the limit, and when the
 * window ends.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<{ allowed: boolean; hits: number; retryAfterMs: number }> {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const end = start + rule.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ rule: rule.name, key: key.slice(0, 200), window_start: new Date(start), hits: 1, expires_at: new Date(end) })
    .onConflict((oc) => oc.columns(['rule', 'key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) })))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return { allowed: row.hits <= rule.limit, hits: row.hits, retryAfterMs: end - now.getTime() };
}

async function deleteExpiredRateLimits(db: Database, now: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<', now).execute();
  await deleteExpiredChallenges(db, now);
}

/**
 * Expired counters and spent challenges are deleted every ten minutes by a job of the queue, once
 * across instances. A counter past its window is never read again (the next window is another row).
 */
export const rateLimitSweep: Sweep = { name: 'rate-limits', everyMs: 10 * MINUTE, run: deleteExpiredRateLimits };

/** The 429 answer's text from the minutes left. */
type TooManyMessage = (minutes: number) => string;

/** The 429 answer with the minutes left of a window. */
function tooMany(ctx: RequestContext, retryAfterMs: number, message: TooManyMessage): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  ctx.hono.header('Retry-After', String(seconds));
  return new HttpError(429, [{ message: message(Math.ceil(seconds / 60)) }]);
}

/** Counts a hit and answers 429 (with Retry-After and the minutes left) when the limit is passed. */
export async function enforceRateLimit(
  ctx: RequestContext,
  rule: RateLimitRule,
  key: string,
  message: TooManyMessage = commonTexts.tooManyRequests,
): Promise<void> {
  const { allowed, retryAfterMs } = await hitRateLimit(ctx.db, rule, key, ctx.now);
  if (!allowed) throw tooMany(ctx, retryAfterMs, message);
}

/** The visitor's address as limits count it: its keyed hash (IPv6 by its /64), never the address itself (`http/sender-key.ts`). */
export function visitorKey(ctx: RequestContext): string {
  return clientAddressKey(ctx.hono);
}

/** Who sends a write: the signed-in user, else the visitor's address key (IPv6 by its /64). */
function senderKey(ctx: RequestContext): string {
  return ctx.viewer ? `user:${ctx.viewer.id}` : `address:${visitorKey(ctx)}`;
}

/** The 429 that asks for a proof instead of refusing: a fresh challenge for this rule, no Retry-After. */
export function challengeAnswer(ctx: RequestContext, scope: string, bits: number): HttpError {
  return new HttpError(429, [{ message: commonTexts.challengeRequired }], { challenge: issueChallenge(ctx, scope, bits) });
}

/**
 * The limits of a write anyone may send (error reports, leads, analytics events). Every hit counts for
 * its sender and, for visitors, for all visitors together. A sender past its `challengeAfter`, or any
 * visitor while all visitors together are past their ceiling, must send a proof that a person is there
 * (answered 429 with a challenge, which the school's API client solves and sends again); a sender past
 * its `limit` is refused (429 with Retry-After), proof or not. So a flood from one place ends, a flood
 * from many places slows everyone down a little, and real visitors still get through.
 */
export async function enforceAnonymousWriteLimits(
  ctx: RequestContext,
  rules: AnonymousWriteRules,
  message: TooManyMessage = commonTexts.tooManyRequests,
  sender: string = senderKey(ctx),
): Promise<void> {
  const scope = rules.perSender.name;
  const proven = await spendProof(ctx, scope);
  const own = await hitRateLimit(ctx.db, rules.perSender, sender, ctx.now);
  if (!own.allowed) throw tooMany(ctx, own.retryAfterMs, message);
  let bits: number | null = own.hits > rules.perSender.challengeAfter ? CHALLENGE_BITS.sender : null;
  if (!ctx.viewer && rules.visitorsTogether) {
    const all = await hitRateLimit(ctx.db, rules.visitorsTogether, 'all', ctx.now);
    if (!all.allowed) bits ??= CHALLENGE_BITS.visitors;
  }
  if (bits !== null && !proven) throw challengeAnswer(ctx, scope, bits);
}
