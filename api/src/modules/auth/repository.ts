import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { CurrentUser } from '@school/shared/schemas';
import { canSeeHrCabinet, type Viewer } from '@school/shared/permissions';
import { catalogueVersionColumn } from '../../db/catalogue';
import { compiledStatement } from '../../db/compiled';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { LOGIN_LIMITS, loginGate, withFailure, type FailureCounter, type LoginGate, type LoginLimitState, type LoginScope } from './login-rate-limit';
import { offersToAcceptCount } from '../legal-offers/repository';
import { lastStudentStatusId, paidReportsLeftJson, studentTeachersJson } from '../students/repository';

/** Users, sessions and the signed-in user's profile: the only code of this module touching the database. */

export async function findUserForLogin(db: Database, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'deactivated_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function createSession(db: Database, args: { id: string; userId: number; expiresAt: Date }) {
  await db.insertInto('sessions').values({ id: args.id, user_id: args.userId, expires_at: args.expiresAt }).execute();
}

export async function deleteSession(db: Database, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteExpiredSessions(db: Database, now: Date) {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The columns of `users as u` the permission rules read, and their lists as subqueries. */
function viewerSelection(db: Database, eb: ExpressionBuilder<DB & { u: DB['users'] }, 'u'>) {
  return [
    'u.id',
    'u.role_id',
    'u.is_admin',
    'u.is_client_manager',
    'u.is_teacher',
    'u.is_selling_teacher',
    'u.self_paying',
    studentTeachersJson(db, eb.ref('u.id')).as('teachers'),
    jsonArrayFrom(
      db
        .selectFrom('user_courses as c')
        .select(['c.course_id as courseId', 'c.created_at as createdAt', 'c.access_until as accessUntil'])
        .where('c.user_id', '=', eb.ref('u.id'))
        .orderBy('c.created_at'),
    ).as('user_courses'),
    sql<number[]>`array(select m.user_group_id from user_group_members m where m.user_id = ${eb.ref('u.id')} and m.is_hr)`.as('hr_user_group_ids'),
  ] as const;
}

type ViewerRow = {
  id: number;
  role_id: Viewer['roleId'];
  is_admin: boolean;
  is_client_manager: boolean;
  is_teacher: boolean;
  is_selling_teacher: boolean;
  self_paying: boolean;
  teachers: Viewer['teachers'];
  user_courses: { courseId: string; createdAt: Date | string; accessUntil: Date | string | null }[];
  hr_user_group_ids: number[];
};

function toViewer(row: ViewerRow): Viewer {
  return {
    id: row.id,
    roleId: row.role_id,
    isAdmin: row.is_admin,
    isClientManager: row.is_client_manager,
    isTeacher: row.is_teacher,
    isSellingTeacher: row.is_selling_teacher,
    selfPaying: row.self_paying,
    teachers: row.teachers,
    userCourses: row.user_courses.map((c) => ({
      courseId: c.courseId,
      createdAt: iso(c.createdAt),
      accessUntil: c.accessUntil === null ? null : iso(c.accessUntil),
    })),
    hrUserGroupIds: row.hr_user_group_ids,
  };
}

/**
 * The signed-in user of a session (what the permission rules need) and the catalogue version, in one
 * statement: every signed-in request runs it first. Null for an unknown or expired session.
 */
const sessionStatement = compiledStatement('session', (db, sessionId: string, now: Date) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => [...viewerSelection(db, eb), catalogueVersionColumn.as('catalogue_version')])
    .where('s.id', '=', sessionId)
    .where('s.expires_at', '>', now)
    .where('u.deactivated_at', 'is', null),
);

export async function loadSession(db: Database, sessionId: string, now: Date): Promise<{ viewer: Viewer; catalogueVersion: number } | null> {
  const [row] = await sessionStatement(db, [sessionId, now]);
  if (!row) return null;
  return { viewer: toViewer(row), catalogueVersion: Number(row.catalogue_version) };
}

/** The signed-in user as GET /api/auth/session answers it: one statement. */
const currentUserStatement = compiledStatement('current user', (db, userId: number) =>
  db
    .selectFrom('users as u')
    .select((eb) => [
      ...viewerSelection(db, eb),
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.skype',
      'u.subscription_plan_id',
      'u.signup_hostname',
      'u.signup_promocode',
      'u.amo_crm_contact_id',
      'u.amo_crm_lead_id',
      'u.ab_test_group',
      'u.smalltalk_allowed',
      'u.email_confirmed_at',
      db
        .selectFrom('account_tokens as at')
        .select('at.new_email')
        .where('at.user_id', '=', eb.ref('u.id'))
        .where('at.purpose', '=', 'email-change')
        .where('at.used_at', 'is', null)
        .where('at.revoked_at', 'is', null)
        .where('at.expires_at', '>', sql<Date>`now()`)
        .orderBy('at.created_at', 'desc')
        .limit(1)
        .as('pending_email'),
      jsonArrayFrom(
        db
          .selectFrom('notifications as n')
          .select(['n.id', 'n.type', 'n.count'])
          .where('n.user_id', '=', eb.ref('u.id'))
          .where('n.count', '>', 0)
          .orderBy('n.id'),
      ).as('notifications'),
      jsonObjectFrom(db.selectFrom('subscription_plans as p').select(['p.id', 'p.name']).where('p.id', '=', eb.ref('u.subscription_plan_id'))).as('plan'),
      jsonArrayFrom(
        db
          .selectFrom('transaction_types as tt')
          .select(['tt.id', 'tt.category'])
          .where('tt.subscription_plan_id', '=', eb.ref('u.subscription_plan_id'))
          .orderBy('tt.price'),
      ).as('plan_types'),
      sql<string[]>`array(select t.tag_value from user_tags t where t.user_id = ${eb.ref('u.id')})`.as('tags'),
      paidReportsLeftJson(db, eb.ref('u.id')).as('balances'),
      lastStudentStatusId(db, eb.ref('u.id')).as('last_status_id'),
      sql<string[]>`array(select c.course_id from user_courses c where c.user_id = ${eb.ref('u.id')} and c.purchased)`.as('purchased'),
      eb
        .case()
        .when('u.is_teacher', '=', true)
        .then(offersToAcceptCount(db, eb.ref('u.id')))
        .else(0)
        .end()
        .as('offers_to_accept'),
    ])
    .where('u.id', '=', userId),
);

export async function loadCurrentUser(db: Database, userId: number): Promise<CurrentUser | null> {
  const [user] = await currentUserStatement(db, [userId]);
  if (!user) return null;
  const viewer = toViewer(user);

  return {
    ...viewer,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    skype: user.skype,
    studentPurchasedCourseIds: user.purchased,
    notifications: user.notifications.map((n) => ({ id: n.id, type: n.type as CurrentUser['notifications'][number]['type'], count: n.count })),
    subscriptionPlanId: user.subscription_plan_id,
    subscriptionPlan: user.plan ? { id: user.plan.id, name: user.plan.name, transactionTypes: user.plan_types } : null,
    signupData: { hostname: user.signup_hostname, promocode: user.signup_promocode },
    userTags: user.tags.map((tagValue) => ({ tagValue })),
    paidReportsLeftCounts: user.balances,
    lastStudentStatusId: user.last_status_id ?? null,
    amoCRMContactId: user.amo_crm_contact_id,
    amoCRMLeadId: user.amo_crm_lead_id,
    isShowHrCabinet: canSeeHrCabinet(viewer),
    legalOffersToAccept: Number(user.offers_to_accept ?? 0),
    personalDataMissing: !user.first_name.trim() || !user.last_name.trim() || !user.phone.trim(),
    abTestGroup: user.ab_test_group,
    smalltalkAllowed: user.smalltalk_allowed,
    emailConfirmed: user.email_confirmed_at !== null,
    pendingEmail: user.pending_email ?? null,
  };
}

export async function updateProfile(
  db: Database,
  userId: number,
  values: Partial<{ first_name: string; last_name: string; phone: string; email: string; skype: string }>,
) {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

export async function emailTakenByOther(db: Database, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('id', '!=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function passwordHashOf(db: Database, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.password_hash;
}

export async function setPasswordHash(db: Database, userId: number, hash: string, keepSessionId: string | null) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
    let drop = trx.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepSessionId) drop = drop.where('id', '!=', keepSessionId);
    await drop.execute();
  });
}

export async function decrementNotification(db: Database, userId: number, notificationId: number): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('id', '=', notificationId)
    .where('user_id', '=', userId)
    .where('count', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/*
 * The sign-in limits' counters (tables of migration 0700). Every API instance reads and writes the
 * same rows. An address here is its keyed hash (`http/sender-key.ts`), never the address itself.
 */

interface LoginAttempt {
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
