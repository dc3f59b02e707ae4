/**
 * The sign-in limits (docs/decisions.md, "Sign-in limits"). Failures are counted in the database
 * (the module's repository), so one limit holds across API instances and survives a restart; this
 * file holds the rules, as plain functions of the counters and the clock.
 *
 * - One e-mail from one client address: after 5 failures within 15 minutes that address waits for
 *   the rest of the 15 minutes. An attacker elsewhere cannot lock the account's owner out this way.
 * - One address, any e-mails: 30 failures within 15 minutes stop a sweep over many accounts.
 * - One e-mail from anywhere: after 10 failures, attempts from addresses the account has not
 *   signed in from (within 90 days) wait 1 minute after the last failure, twice as long after each
 *   further failure, at most an hour; a day without failures forgets them. Guessing from many
 *   addresses slows to about one try an hour, while the owner's usual place is not slowed at all.
 * - The last two never refuse an address that has no failures of its own for the e-mail: it proves
 *   that a person is there (a proof-of-work challenge) and its password is checked (`loginGate`).
 * Addresses are counted as senders are everywhere: IPv6 by its /64.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LOGIN_LIMITS = {
  pair: { maxFailures: 5, windowMs: 15 * MINUTE },
  address: { maxFailures: 30, windowMs: 15 * MINUTE },
  email: { freeFailures: 10, firstDelayMs: MINUTE, maxDelayMs: HOUR, forgetAfterMs: DAY },
  /** A successful sign-in from an address makes it a usual place of the account for this long. */
  knownAddressMs: 90 * DAY,
} as const;

export type LoginScope = 'pair' | 'email' | 'address';

export interface FailureCounter {
  failures: number;
  firstFailureAt: Date;
  lastFailureAt: Date;
}

/** The counters of one attempt's e-mail and address, and whether the address is a usual place. */
export interface LoginLimitState {
  pair: FailureCounter | null;
  email: FailureCounter | null;
  address: FailureCounter | null;
  knownAddress: boolean;
}

/** The counter as it counts at `now`: null once its window (or quiet time) has passed. */
function activeCounter(scope: LoginScope, counter: FailureCounter | null, now: Date): FailureCounter | null {
  if (!counter) return null;
  const t = now.getTime();
  if (scope === 'email') return t - counter.lastFailureAt.getTime() < LOGIN_LIMITS.email.forgetAfterMs ? counter : null;
  return t - counter.firstFailureAt.getTime() < LOGIN_LIMITS[scope].windowMs ? counter : null;
}

/** How long the e-mail's back-off lasts after its last failure (0 within the free failures). */
export function emailBackoffMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_LIMITS.email;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - freeFailures, 20));
}

/**
 * What an attempt must do before its password is checked: nothing (`waitMs` 0), wait, or — when only
 * others' failures hold it (the address's for other e-mails, the e-mail's from other addresses) and this
 * address has no failures of its own for this e-mail — prove that a person is there (`challenge`).
 * Whoever guesses from an address still waits for their own failures; a colleague behind the same
 * office router, or the owner at a new place, gets in with the proof.
 */
export interface LoginGate {
  waitMs: number;
  challenge: boolean;
  /** What held it: 'address' (many e-mails from this address) or 'email' (many addresses for this e-mail). */
  heldBy: 'pair' | 'address' | 'email' | null;
}

export function loginGate(state: LoginLimitState, now: Date): LoginGate {
  const t = now.getTime();
  const pair = activeCounter('pair', state.pair, now);
  if (pair && pair.failures >= LOGIN_LIMITS.pair.maxFailures) {
    return { waitMs: pair.firstFailureAt.getTime() + LOGIN_LIMITS.pair.windowMs - t, challenge: false, heldBy: 'pair' };
  }
  const waitMs = loginWaitMs(state, now);
  if (waitMs <= 0) return { waitMs: 0, challenge: false, heldBy: null };
  const address = activeCounter('address', state.address, now);
  const heldBy = address && address.failures >= LOGIN_LIMITS.address.maxFailures ? 'address' : 'email';
  return { waitMs, challenge: !pair, heldBy };
}

/** Milliseconds until an attempt is allowed; 0 when it is allowed now. */
export function loginWaitMs(state: LoginLimitState, now: Date): number {
  const t = now.getTime();
  const waits: number[] = [0];
  for (const scope of ['pair', 'address'] as const) {
    const counter = activeCounter(scope, state[scope], now);
    if (counter && counter.failures >= LOGIN_LIMITS[scope].maxFailures) waits.push(counter.firstFailureAt.getTime() + LOGIN_LIMITS[scope].windowMs - t);
  }
  const email = activeCounter('email', state.email, now);
  if (email && !state.knownAddress) waits.push(email.lastFailureAt.getTime() + emailBackoffMs(email.failures) - t);
  return Math.max(...waits);
}

/** The counter after one more failure at `now` (a fresh one when the old no longer counts). */
export function withFailure(scope: LoginScope, counter: FailureCounter | null, now: Date): FailureCounter {
  const active = activeCounter(scope, counter, now);
  return active
    ? { failures: active.failures + 1, firstFailureAt: active.firstFailureAt, lastFailureAt: now }
    : { failures: 1, firstFailureAt: now, lastFailureAt: now };
}

/** Whole minutes to show for a wait (at least 1). */
export function minutesToWait(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / MINUTE));
}
