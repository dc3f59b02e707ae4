import { createHash } from 'node:crypto';
import { endpoints, procedures } from '@school/shared/contracts';
import { canReadAnalytics } from '@school/shared/permissions';
import { ANALYTICS_BATCH_MAX_BYTES } from '@school/shared/schemas';
import { commonTexts } from '@school/shared/texts';
import { clientAddress } from '../../http/client-address';
import { requestContext, type HonoContext, type RequestContext } from '../../http/context';
import { badRequest, forbidden, HttpError, unauthenticated } from '../../http/errors';
import { procedureRoute } from '../../http/register';
import { validate } from '../../http/validate';
import { loadCurrentUser } from '../auth/repository';
import { studentTransactions } from '../learning/repository';
import type { ApiModule } from '../module';
import { analyticsFunnel, hitAnalyticsRateLimit, insertAnalyticsEvents, sweepAnalytics } from './repository';

export const dashboardTexts = {
  batchTooLarge: 'Слишком большой пакет событий.',
  tooManyEvents: 'Слишком много событий. Попробуйте позже.',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Limits of POST /api/public/events (docs/decisions.md, "Analytics"). A page sends a batch at most
 * every few seconds while it is used, so a sender far past these is a script. The counters are rows
 * in the database (analytics_rate_limits), shared by every API instance.
 */
export const ANALYTICS_RATE_LIMITS = {
  /** Batches of one sender: a signed-in user, or one visitor's address. */
  perSender: { name: 'sender', limit: 120, windowMs: 10 * MINUTE },
  /** Batches of all visitors together, so a flood from many addresses still ends. */
  visitorsTogether: { name: 'visitors', limit: 6000, windowMs: HOUR },
} as const;

/** Events are kept this long. */
export const ANALYTICS_RETENTION_MS = 400 * DAY;
const SWEEP_EVERY_MS = 10 * MINUTE;
let lastSweep = 0;

/** Who sends: the user, or a hash of the visitor's address (the address itself is never stored). */
function senderKey(ctx: RequestContext): string {
  if (ctx.viewer) return `user:${ctx.viewer.id}`;
  return `visitor:${createHash('sha256').update(clientAddress(ctx.hono)).digest('base64url').slice(0, 32)}`;
}

async function enforceLimit(ctx: RequestContext, rule: { name: string; limit: number; windowMs: number }, key: string): Promise<void> {
  const { hits, windowEnd } = await hitAnalyticsRateLimit(ctx.db, `${rule.name}:${key}`, rule.windowMs, ctx.now);
  if (hits <= rule.limit) return;
  ctx.hono.header('Retry-After', String(Math.max(1, Math.ceil((windowEnd - ctx.now.getTime()) / 1000))));
  throw new HttpError(429, [{ message: dashboardTexts.tooManyEvents }]);
}

/** The body as text, or null as soon as it passes `maxBytes` (declared or actually sent). */
async function readBodyWithin(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** POST /api/public/events: a batch from navigator.sendBeacon (a text body), visitors included. */
async function receiveEvents(c: HonoContext): Promise<Response> {
  const ctx = requestContext(c);
  const text = await readBodyWithin(c.req.raw, ANALYTICS_BATCH_MAX_BYTES);
  if (text === null) throw new HttpError(413, [{ message: dashboardTexts.batchTooLarge }]);
  const sender = senderKey(ctx);
  await enforceLimit(ctx, ANALYTICS_RATE_LIMITS.perSender, sender);
  if (!ctx.viewer) await enforceLimit(ctx, ANALYTICS_RATE_LIMITS.visitorsTogether, 'all');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest(commonTexts.invalidRequest);
  }
  const batch = validate(endpoints.analyticsEvents.body, raw);
  // The user id comes from the session only; a visitor's events carry none.
  await insertAnalyticsEvents(ctx.db, ctx.viewer?.id ?? null, batch.events, ctx.now);
  if (ctx.now.getTime() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = ctx.now.getTime();
    await sweepAnalytics(ctx.db, {
      countersBefore: new Date(ctx.now.getTime() - 2 * HOUR),
      eventsBefore: new Date(ctx.now.getTime() - ANALYTICS_RETENTION_MS),
    });
  }
  return c.json({ accepted: batch.events.length });
}

export function dashboardModule(): ApiModule {
  return {
    name: 'dashboard',
    rawRoutes: [{ method: 'POST', path: endpoints.analyticsEvents.path, handler: receiveEvents }],
    procedures: [
      procedureRoute(procedures['analytics.getFunnel'], async (ctx, input) => {
        if (!canReadAnalytics(ctx.user())) throw forbidden();
        return analyticsFunnel(ctx.db, input.weeks, ctx.now);
      }),
      procedureRoute(procedures['support.getWidgetData'], async (ctx) => {
        const viewer = ctx.user();
        const [user, transactions] = await Promise.all([loadCurrentUser(ctx.db, viewer.id), studentTransactions(ctx.db, viewer.id)]);
        if (!user) throw unauthenticated();
        return {
          name: `${user.firstName} ${user.lastName}`.trim() || user.email,
          email: user.email,
          phone: user.phone,
          skype: user.skype,
          planName: user.subscriptionPlan?.name ?? null,
          paymentsCount: transactions.length,
          paymentsTotal: transactions.reduce((sum, t) => sum + t.sum, 0),
          lessonsBought: transactions.reduce((sum, t) => sum + t.transactionType.reportsAmount, 0),
          lessonsLeft: user.paidReportsLeftCounts.reduce((sum, b) => sum + b.reportsLeft, 0),
        };
      }),
    ],
  };
}
