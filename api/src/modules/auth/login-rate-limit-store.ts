import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { LOGIN_LIMITS, loginGate, withFailure, type FailureCounter, type LoginGate, type LoginLimitState, type LoginScope } from './login-rate-limit';

/**
 * The sign-in limits' counters in the database (tables of migration 0700): the auth module's
 * repository for them. Every API instance reads and writes the same rows.
 */

export interface LoginAttempt {
  /** Lower-cased, as the sign-in schema gives it. */
  email: string;
  address: string;
  now: Date;
}

/** Lock classes of pg_advisory_xact_lock: one e-mail's attempts, one address's attempts. */
const EMAIL_LOCK = 7001;
const ADDRESS_LOCK = 7002;

function keysOf(attempt: LoginAttempt): Record<LoginScope, string> {
  return { pair: `${attempt.email} ${attempt.address}`, email: attempt.email, address: attempt.address };
}

/**
 * Counts an attempt before its password is checked and answers what holds it instead (`waitMs` 0:
 * go ahead, the attempt is counted as a failure until `loginSucceeded` gives it back). An attempt that
 * only needs a proof goes ahead when `proven`. The e-mail's and the address's attempts are serialized
 * with transaction-scoped advisory locks, so parallel guesses on any number of instances cannot pass
 * the limit together.
 */
export async function beginLoginAttempt(db: Database, attempt: LoginAttempt, proven = false): Promise<LoginGate> {
  const keys = keysOf(attempt);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${keys.email})), pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${keys.address}))`.execute(
      trx,
    );
    const [counters, known] = await Promise.all([
      trx
        .selectFrom('login_failures')
        .select(['scope', 'failures', 'first_failure_at', 'last_failure_at'])
        .where((eb) =>
          eb.or([
            eb.and([eb('scope', '=', 'pair'), eb('key', '=', keys.pair)]),
            eb.and([eb('scope', '=', 'email'), eb('key', '=', keys.email)]),
            eb.and([eb('scope', '=', 'address'), eb('key', '=', keys.address)]),
          ]),
        )
        .execute(),
      trx
        .selectFrom('login_known_addresses')
        .select('email')
        .where('email', '=', attempt.email)
        .where('address', '=', attempt.address)
        .where('last_success_at', '>', new Date(attempt.now.getTime() - LOGIN_LIMITS.knownAddressMs))
        .executeTakeFirst(),
    ]);
    const counter = (scope: LoginScope): FailureCounter | null => {
      const row = counters.find((c) => c.scope === scope);
      return row ? { failures: row.failures, firstFailureAt: row.first_failure_at, lastFailureAt: row.last_failure_at } : null;
    };
    const state: LoginLimitState = { pair: counter('pair'), email: counter('email'), address: counter('address'), knownAddress: Boolean(known) };
    const gate = loginGate(state, attempt.now);
    if (gate.waitMs > 0 && !(gate.challenge && proven)) return gate;
    const next = (['pair', 'email', 'address'] as const).map((scope) => ({ scope, key: keys[scope], ...withFailure(scope, state[scope], attempt.now) }));
    await trx
      .insertInto('login_failures')
      .values(next.map((c) => ({ scope: c.scope, key: c.key, failures: c.failures, first_failure_at: c.firstFailureAt, last_failure_at: c.lastFailureAt })))
      .onConflict((oc) =>
        oc.columns(['scope', 'key']).doUpdateSet((eb) => ({
          failures: eb.ref('excluded.failures'),
          first_failure_at: eb.ref('excluded.first_failure_at'),
          last_failure_at: eb.ref('excluded.last_failure_at'),
        })),
      )
      .execute();
    return { waitMs: 0, challenge: false, heldBy: null };
  });
}

/**
 * The password was right: the attempt is given back (the address's failures for this e-mail are
 * cleared, the e-mail's and the address's counters lose the attempt) and the address becomes a
 * usual place of the account. One statement.
 */
export async function loginSucceeded(db: Database, attempt: LoginAttempt): Promise<void> {
  const keys = keysOf(attempt);
  await sql`
    with cleared as (
      delete from login_failures where scope = 'pair' and key = ${keys.pair}
    ), given_back as (
      update login_failures set failures = failures - 1
      where ((scope = 'email' and key = ${keys.email}) or (scope = 'address' and key = ${keys.address})) and failures > 0
    )
    insert into login_known_addresses (email, address, last_success_at)
    values (${attempt.email}, ${attempt.address}, ${attempt.now})
    on conflict (email, address) do update set last_success_at = excluded.last_success_at
  `.execute(db);
}

/** Forgets counters that no longer count and usual places not used for the known-address time. */
export async function deleteStaleLoginRecords(db: Database, now: Date): Promise<void> {
  const longestWindow = Math.max(LOGIN_LIMITS.pair.windowMs, LOGIN_LIMITS.address.windowMs, LOGIN_LIMITS.email.forgetAfterMs);
  await db
    .deleteFrom('login_failures')
    .where('last_failure_at', '<', new Date(now.getTime() - longestWindow))
    .execute();
  await db
    .deleteFrom('login_known_addresses')
    .where('last_success_at', '<', new Date(now.getTime() - LOGIN_LIMITS.knownAddressMs))
    .execute();
}
