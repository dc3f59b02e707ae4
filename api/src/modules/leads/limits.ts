import type { AnonymousWriteRules } from '../../http/rate-limit';

const MINUTE = 60_000;

/** A repeat of the same phone within this time is the same lead (docs/decisions.md, "Leads"). */
export const LEAD_DUPLICATE_WINDOW_MS = 10 * MINUTE;
/** The largest lead request: the form's fields fit in well under 2 KB. */
export const LEAD_MAX_BODY_BYTES = 4 * 1024;
export const leadLimits = {
  /** Leads of one sender (a visitor's address, IPv6 by its /64, or a signed-in user): past 3 in 10 minutes a proof, past 10 refused. */
  perSender: { name: 'lead', challengeAfter: 3, limit: 10, windowMs: 10 * MINUTE },
  /** Leads of all visitors together: past 300 an hour every visitor proves a person is there (nobody is refused). */
  visitorsTogether: { name: 'lead-visitors', limit: 300, windowMs: 60 * MINUTE },
} satisfies AnonymousWriteRules;
