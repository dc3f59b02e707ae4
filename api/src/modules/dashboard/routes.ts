import { endpoints, procedures } from '@school/shared/contracts';
import { canReadAnalytics } from '@school/shared/permissions';
import { forbidden, unauthenticated } from '../../http/errors';
import { enforceAnonymousWriteLimits, type AnonymousWriteRules } from '../../http/rate-limit';
import { procedureRoute, route } from '../../http/register';
import { loadCurrentUser } from '../auth/repository';
import { studentTransactions } from '../learning/repository';
import { sweepJob, sweepWorker, type Sweep } from '../../jobs/sweeps';
import type { ApiModule } from '../module';
import { analyticsFunnel, deleteOldAnalyticsEvents, insertAnalyticsEvents } from './repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Limits of POST /api/public/events (docs/decisions.md, "Analytics"). A page sends a batch at most
 * every few seconds while it is used, so a sender far past these is a script. The counters are the
 * school's database-backed rate limits (rate_limits), shared by every API instance.
 */
export const ANALYTICS_RATE_LIMITS = {
  /** Batches of one sender (a signed-in user, or one visitor's address, IPv6 by its /64): past 120 in 10 minutes a proof, past 300 refused. */
  perSender: { name: 'analytics-events', challengeAfter: 120, limit: 300, windowMs: 10 * MINUTE },
  /** Batches of all visitors together: past 6000 an hour every visitor proves a person is there. */
  visitorsTogether: { name: 'analytics-events-visitors', limit: 6000, windowMs: HOUR },
} satisfies AnonymousWriteRules;

/** Events are kept this long. */
export const ANALYTICS_RETENTION_MS = 400 * DAY;

/** Events older than the retention are deleted hourly by a job of the queue, once across instances. */
export const analyticsRetentionSweep: Sweep = {
  name: 'analytics-events',
  everyMs: HOUR,
  run: (db, now) => deleteOldAnalyticsEvents(db, new Date(now.getTime() - ANALYTICS_RETENTION_MS)),
};

export function dashboardModule(): ApiModule {
  return {
    name: 'dashboard',
    jobKinds: [sweepJob(analyticsRetentionSweep)],
    jobWorkers: (deps) => [sweepWorker(deps, analyticsRetentionSweep)],
    routes: [
      /** A batch from navigator.sendBeacon (a text body), visitors included; the body limit is 8 KB (http/body-limits). */
      route(
        endpoints.analyticsEvents,
        async (ctx, { body }) => {
          await enforceAnonymousWriteLimits(ctx, ANALYTICS_RATE_LIMITS);
          // The user id comes from the session only; a visitor's events carry none.
          await insertAnalyticsEvents(ctx.db, ctx.viewer?.id ?? null, body.events, ctx.now);
          return { accepted: body.events.length };
        },
        { public: true },
      ),
    ],
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
