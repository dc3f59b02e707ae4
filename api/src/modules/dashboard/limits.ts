import type { AnonymousWriteRules } from '../../http/rate-limit';
import type { Sweep } from '../../jobs/sweeps';
import { deleteOldAnalyticsEvents } from './repository';

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
const ANALYTICS_RETENTION_MS = 400 * DAY;

/** Events older than the retention are deleted hourly by a job of the queue, once across instances. */
export const analyticsRetentionSweep: Sweep = {
  name: 'analytics-events',
  everyMs: HOUR,
  run: (db, now) => deleteOldAnalyticsEvents(db, new Date(now.getTime() - ANALYTICS_RETENTION_MS)),
};
