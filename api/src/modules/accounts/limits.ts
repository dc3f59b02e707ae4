import type { RateLimitRule } from '../../http/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the account calls anyone may send (counted in the database by api/src/http/rate-limit.ts,
 * shared by every instance): per client address, and per e-mail so that one address cannot be
 * flooded with messages from many places. A limit per e-mail is counted whether an account exists or
 * not, so its answer tells nothing about the address.
 */
export const accountLimits = {
  signUpsPerAddress: { name: 'signup-address', limit: 10, windowMs: HOUR },
  signUpsPerEmail: { name: 'signup-email', limit: 5, windowMs: HOUR },
  resetsPerAddress: { name: 'reset-address', limit: 10, windowMs: HOUR },
  resetsPerEmail: { name: 'reset-email', limit: 3, windowMs: HOUR },
  /** Opening, using and checking one-time links from one address (tokens cannot be guessed; this keeps tries cheap). */
  linksPerAddress: { name: 'link-address', limit: 60, windowMs: 10 * MINUTE },
  /** Sending the sign-up's confirmation link again. */
  confirmationsPerUser: { name: 'email-confirmation-resend', limit: 3, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;
