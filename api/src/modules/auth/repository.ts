import { sql } from 'kysely';
import type { CurrentUser } from '@school/shared/schemas';
import { canSeeHrCabinet, type Viewer } from '@school/shared/permissions';
import type { Database } from '../../db/database';
import { countOffersToAccept } from '../legal-offers/repository';
import { lastStudentStatus, listPaidReportsLeft, listStudentTeachers } from '../students/repository';

/** Users, sessions and the signed-in user's profile: the only code of this module touching the database. */

export async function findUserForLogin(db: Database, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function createSession(db: Database, args: { id: string; userId: number; expiresAt: Date }) {
  await db.insertInto('sessions').values({ id: args.id, user_id: args.userId, expires_at: args.expiresAt }).execute();
}

export async function findSessionUserId(db: Database, id: string, now: Date): Promise<number | null> {
  const row = await db.selectFrom('sessions').select('user_id').where('id', '=', id).where('expires_at', '>', now).executeTakeFirst();
  return row?.user_id ?? null;
}

export async function deleteSession(db: Database, id: string) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteExpiredSessions(db: Database, now: Date) {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/** What the permission rules need of a user, loaded on every request. */
export async function loadViewer(db: Database, userId: number): Promise<Viewer | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'role_id', 'is_admin', 'is_client_manager', 'is_teacher', 'is_selling_teacher', 'self_paying'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const [teachers, courses, hrGroups] = await Promise.all([
    listStudentTeachers(db, userId),
    db.selectFrom('user_courses').select(['course_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
    db.selectFrom('user_group_members').select('user_group_id').where('user_id', '=', userId).where('is_hr', '=', true).execute(),
  ]);
  return {
    id: user.id,
    roleId: user.role_id,
    isAdmin: user.is_admin,
    isClientManager: user.is_client_manager,
    isTeacher: user.is_teacher,
    isSellingTeacher: user.is_selling_teacher,
    selfPaying: user.self_paying,
    teachers,
    userCourses: courses.map((c) => ({ courseId: c.course_id, createdAt: c.created_at.toISOString() })),
    hrUserGroupIds: hrGroups.map((g) => g.user_group_id),
  };
}

/** The signed-in user as GET /api/auth/session answers it. */
export async function loadCurrentUser(db: Database, userId: number): Promise<CurrentUser | null> {
  const viewer = await loadViewer(db, userId);
  if (!viewer) return null;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

  const [notifications, plan, planTypes, tags, balances, lastStatus, purchased, offersToAccept] = await Promise.all([
    db.selectFrom('notifications').select(['id', 'type', 'count']).where('user_id', '=', userId).where('count', '>', 0).orderBy('id').execute(),
    user.subscription_plan_id
      ? db.selectFrom('subscription_plans').select(['id', 'name']).where('id', '=', user.subscription_plan_id).executeTakeFirst()
      : Promise.resolve(undefined),
    user.subscription_plan_id
      ? db.selectFrom('transaction_types').select(['id', 'category']).where('subscription_plan_id', '=', user.subscription_plan_id).orderBy('price').execute()
      : Promise.resolve([]),
    db.selectFrom('user_tags').select('tag_value').where('user_id', '=', userId).execute(),
    listPaidReportsLeft(db, userId),
    lastStudentStatus(db, userId),
    db.selectFrom('user_courses').select('course_id').where('user_id', '=', userId).where('purchased', '=', true).execute(),
    viewer.isTeacher ? countOffersToAccept(db, userId) : Promise.resolve(0),
  ]);

  return {
    ...viewer,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    skype: user.skype,
    studentPurchasedCourseIds: purchased.map((c) => c.course_id),
    notifications: notifications.map((n) => ({ id: n.id, type: n.type as CurrentUser['notifications'][number]['type'], count: n.count })),
    subscriptionPlanId: user.subscription_plan_id,
    subscriptionPlan: plan ? { id: plan.id, name: plan.name, transactionTypes: planTypes } : null,
    signupData: { hostname: user.signup_hostname, promocode: user.signup_promocode },
    userTags: tags.map((t) => ({ tagValue: t.tag_value })),
    paidReportsLeftCounts: balances,
    lastStudentStatusId: lastStatus?.id ?? null,
    amoCRMContactId: user.amo_crm_contact_id,
    amoCRMLeadId: user.amo_crm_lead_id,
    isShowHrCabinet: canSeeHrCabinet(viewer),
    legalOffersToAccept: offersToAccept,
    personalDataMissing: !user.first_name.trim() || !user.last_name.trim() || !user.phone.trim(),
    abTestGroup: user.ab_test_group,
    smalltalkAllowed: user.smalltalk_allowed,
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
