import type { Database } from '../db/database';
import { clientAddress } from './client-address';
import type { RequestContext } from './context';
import { HttpError } from './errors';

/**
 * Limits of writes anyone may send without signing in (the introductory-lesson lead). The counters
 * live in the database (`anonymous_write_counts`), so every API instance counts the same hits: one
 * row per rule, key and fixed window, raised by one atomic upsert; expired rows are swept now and then.
 */
export interface WriteLimitRule {
  /** The rule's name, part of every counter's key. */
  name: string;
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

const SWEEP_EVERY_MS = 10 * 60_000;
let lastSweep = 0;

/** Counts one hit of `key` under `rule`: whether it is within the limit, and when the window ends. */
export async function hitWriteLimit(db: Database, rule: WriteLimitRule, key: string, now: Date): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const end = start + rule.windowMs;
  const row = await db
    .insertInto('anonymous_write_counts')
    .values({ rule: rule.name, key: key.slice(0, 200), window_start: new Date(start), hits: 1, expires_at: new Date(end) })
    .onConflict((oc) => oc.columns(['rule', 'key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('anonymous_write_counts.hits', '+', 1) })))
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = now.getTime();
    await db.deleteFrom('anonymous_write_counts').where('expires_at', '<', now).execute();
  }
  return { allowed: row.hits <= rule.limit, retryAfterMs: end - now.getTime() };
}

/** Who sends a write: the signed-in user, else the visitor's address. */
export function senderKey(ctx: RequestContext): string {
  return ctx.viewer ? `user:${ctx.viewer.id}` : `address:${clientAddress(ctx.hono)}`;
}

/**
 * Counts a write under `perSender` (each sender) and, for visitors, `visitorsTogether` (a flood from
 * many addresses still ends); answers 429 with Retry-After and `message(minutes left)` when passed.
 */
export async function enforceAnonymousWriteLimits(
  ctx: RequestContext,
  rules: { perSender: WriteLimitRule; visitorsTogether?: WriteLimitRule },
  message: (minutes: number) => string,
): Promise<void> {
  const checks: [WriteLimitRule, string][] = [[rules.perSender, senderKey(ctx)]];
  if (!ctx.viewer && rules.visitorsTogether) checks.push([rules.visitorsTogether, 'all']);
  for (const [rule, key] of checks) {
    const { allowed, retryAfterMs } = await hitWriteLimit(ctx.db, rule, key, ctx.now);
    if (allowed) continue;
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    ctx.hono.header('Retry-After', String(seconds));
    throw new HttpError(429, [{ message: message(Math.ceil(seconds / 60)) }]);
  }
}
