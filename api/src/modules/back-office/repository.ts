import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { PersonRole } from '@school/shared/permissions';
import type {
  CompanyDetails,
  GroupDetails,
  GroupList,
  InvitationStatus,
  LedgerEntry,
  PeopleList,
  PersonCard,
  PersonSummary,
  StudentSetup,
} from '@school/shared/schemas';
import type { Database } from '../../db/database';
import { fetchPage, totalColumn } from '../../db/paging';
import { creditBalance } from '../students/repository';
import { creditGroupBalance } from '../student-groups/repository';
import type { DB } from '../../db/schema';
import { columnsFor, rolesOf, type RoleColumns } from './roles';

/** The back office: people, a student's setup, groups and companies. The only code of this module touching the database. */

const PEOPLE_PAGE_SIZE = 50;
const GROUPS_PAGE_SIZE = 50;
const LEDGER_SIZE = 100;

const iso = (value: Date | string) => new Date(value).toISOString();
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/* People. */

/** The latest invitation of each person as its state: pending, expired, accepted, revoked (none without one). */
function invitationState(db: Database, eb: ExpressionBuilder<DB & { u: DB['users'] }, 'u'>, now: Date) {
  return db
    .selectFrom('account_tokens as t')
    .select(
      sql<InvitationStatus>`case when t.used_at is not null then 'accepted' when t.revoked_at is not null then 'revoked' when t.expires_at <= ${now} then 'expired' else 'pending' end`.as(
        'state',
      ),
    )
    .where('t.user_id', '=', eb.ref('u.id'))
    .where('t.purpose', '=', 'invitation')
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(1);
}

function personColumns(db: Database, eb: ExpressionBuilder<DB & { u: DB['users'] }, 'u'>, now: Date) {
  return [
    'u.id',
    'u.first_name',
    'u.last_name',
    'u.email',
    'u.phone',
    'u.role_id',
    'u.is_teacher',
    'u.is_selling_teacher',
    'u.is_client_manager',
    'u.is_admin',
    'u.deactivated_at',
    'u.created_at',
    jsonArrayFrom(
      db
        .selectFrom('user_group_members as m')
        .innerJoin('user_groups as g', 'g.id', 'm.user_group_id')
        .select(['g.id', 'g.name'])
        .where('m.user_id', '=', eb.ref('u.id'))
        .where('m.is_hr', '=', true)
        .orderBy('g.name'),
    ).as('hr_of'),
    invitationState(db, eb, now).as('invitation'),
  ] as const;
}

type PersonRow = RoleColumns & {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  deactivated_at: Date | null;
  created_at: Date;
  hr_of: { id: number; name: string }[];
  invitation: InvitationStatus | null;
};

function summaryOf(row: PersonRow): PersonSummary {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    roles: rolesOf(row),
    hrOf: row.hr_of,
    active: row.deactivated_at === null,
    invitation: row.invitation ?? 'none',
    createdAt: iso(row.created_at),
  };
}

export async function listPeople(
  db: Database,
  args: { page: number; search?: string; role?: PersonRole | 'hr'; status?: 'active' | 'invited' | 'deactivated'; now: Date },
): Promise<PeopleList> {
  let query = db.selectFrom('users as u');
  const search = args.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const digits = search.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(u.first_name || ' ' || u.last_name)`, 'like', pattern),
        eb(sql<string>`lower(u.last_name || ' ' || u.first_name)`, 'like', pattern),
        eb(sql<string>`lower(u.email)`, 'like', pattern),
        ...(digits.length >= 3 ? [eb(sql<string>`regexp_replace(u.phone, '\\D', '', 'g')`, 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  switch (args.role) {
    case 'student':
      query = query.where('u.role_id', 'in', ['student', 'studying_user']);
      break;
    case 'teacher':
      query = query.where('u.is_teacher', '=', true).where('u.role_id', '!=', 'apprentice');
      break;
    case 'apprentice':
      query = query.where('u.role_id', '=', 'apprentice');
      break;
    case 'selling_teacher':
      query = query.where('u.is_selling_teacher', '=', true);
      break;
    case 'client_manager':
      query = query.where('u.is_client_manager', '=', true);
      break;
    case 'admin':
      query = query.where('u.is_admin', '=', true);
      break;
    case 'hr':
      query = query.where(sql<boolean>`exists (select 1 from user_group_members m where m.user_id = u.id and m.is_hr)`);
      break;
  }
  if (args.status === 'deactivated') query = query.where('u.deactivated_at', 'is not', null);
  if (args.status === 'active') query = query.where('u.deactivated_at', 'is', null).where('u.password_hash', '!=', '');
  if (args.status === 'invited') query = query.where('u.deactivated_at', 'is', null).where('u.password_hash', '=', '');
  const ordered = query
    .select((eb) => [...personColumns(db, eb, args.now), totalColumn()])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id');
  return fetchPage(ordered, args.page, PEOPLE_PAGE_SIZE, summaryOf);
}

export async function loadPerson(db: Database, id: number, now: Date): Promise<(Omit<PersonCard, 'canManage'> & { columns: RoleColumns }) | null> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      ...personColumns(db, eb, now),
      'u.skype',
      'u.email_confirmed_at',
      db
        .selectFrom('account_tokens as t')
        .select('t.created_at')
        .where('t.user_id', '=', eb.ref('u.id'))
        .where('t.purpose', '=', 'invitation')
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(1)
        .as('invitation_sent_at'),
      db
        .selectFrom('account_tokens as t')
        .select('t.expires_at')
        .where('t.user_id', '=', eb.ref('u.id'))
        .where('t.purpose', '=', 'invitation')
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(1)
        .as('invitation_expires_at'),
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...summaryOf(row),
    skype: row.skype,
    emailConfirmed: row.email_confirmed_at !== null,
    invitationSentAt: row.invitation_sent_at ? iso(row.invitation_sent_at) : null,
    invitationExpiresAt: row.invitation_expires_at ? iso(row.invitation_expires_at) : null,
    columns: row,
  };
}

/** A person's roles and whether they are active and have set a password (for the permission checks). */
export async function personFacts(
  db: Database,
  id: number,
): Promise<{
  id: number;
  roles: PersonRole[];
  columns: RoleColumns;
  active: boolean;
  hasPassword: boolean;
  email: string;
  firstName: string;
  lastName: string;
} | null> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'role_id',
      'is_teacher',
      'is_selling_teacher',
      'is_client_manager',
      'is_admin',
      'deactivated_at',
      'password_hash',
      'email',
      'first_name',
      'last_name',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    roles: rolesOf(row),
    columns: row,
    active: row.deactivated_at === null,
    hasPassword: row.password_hash !== '',
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}

/**
 * Locks the admins' rows for the rest of the transaction, so that counting them and changing one
 * cannot interleave with another admin's change (two admins cannot remove each other at once).
 */
export async function lockAdmins(trx: Database): Promise<void> {
  await trx.selectFrom('users').select('id').where('is_admin', '=', true).forUpdate().execute();
}

export async function countActiveAdmins(db: Database): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_admin', '=', true)
    .where('deactivated_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A learner has a `students` row (their program, company, activation). */
async function ensureStudentRow(db: Database, userId: number): Promise<void> {
  await db
    .insertInto('students')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** A person the school invites: no password until the invitation is opened. Null when the address is taken. */
export async function insertInvitedPerson(
  db: Database,
  person: { firstName: string; lastName: string; email: string; phone: string; roles: readonly PersonRole[]; now: Date },
): Promise<number | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: person.email,
      password_hash: '',
      first_name: person.firstName,
      last_name: person.lastName,
      phone: person.phone,
      ...columnsFor(person.roles),
      self_paying: person.roles.includes('student'),
      created_at: person.now,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  if (person.roles.includes('student')) await ensureStudentRow(db, row.id);
  return row.id;
}

export async function emailTaken(db: Database, email: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function updatePersonContacts(
  db: Database,
  id: number,
  contacts: { firstName: string; lastName: string; email: string; phone: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_name: contacts.firstName, last_name: contacts.lastName, email: contacts.email, phone: contacts.phone })
    .where('id', '=', id)
    .execute();
}

export async function setPersonRoles(db: Database, id: number, roles: readonly PersonRole[], current: RoleColumns): Promise<void> {
  await db.updateTable('users').set(columnsFor(roles, current)).where('id', '=', id).execute();
  if (roles.includes('student')) await ensureStudentRow(db, id);
}

/** Deactivated: every session ends at once, every record stays. Reactivated: may sign in again. */
export async function setPersonActive(db: Database, id: number, active: boolean, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ deactivated_at: active ? null : now })
    .where('id', '=', id)
    .execute();
  if (!active) await db.deleteFrom('sessions').where('user_id', '=', id).execute();
}

/** Pending invitation links of a person stop working; answers whether there was one. */
export async function revokeInvitations(db: Database, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', id)
    .where('purpose', '=', 'invitation')
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function teacherOptions(db: Database): Promise<{ id: number; firstName: string; lastName: string; apprentice: boolean }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'role_id'])
    .where('is_teacher', '=', true)
    .where('deactivated_at', 'is', null)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, apprentice: r.role_id === 'apprentice' }));
}

/* A student's setup. */

export async function isStudent(db: Database, id: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).where('role_id', 'in', ['student', 'studying_user']).executeTakeFirst();
  return Boolean(row);
}

export async function isActiveTeacher(db: Database, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('is_teacher', '=', true)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

async function studentLedger(db: Database, studentId: number): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom('student_balance_adjustments as a')
    .innerJoin('report_full_types as f', 'f.id', 'a.report_full_type_id')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.report_full_type_id',
      'f.name',
      'a.delta',
      'a.balance_after',
      'a.reason',
      'a.created_at',
      'u.id as by_id',
      'u.first_name',
      'u.last_name',
    ])
    .where('a.student_id', '=', studentId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(LEDGER_SIZE)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    formatId: r.report_full_type_id,
    formatName: r.name,
    delta: r.delta,
    balanceAfter: r.balance_after,
    reason: r.reason,
    by: r.by_id ? { id: r.by_id, firstName: r.first_name ?? '', lastName: r.last_name ?? '' } : null,
    at: iso(r.created_at),
  }));
}

export async function loadStudentSetup(db: Database, studentId: number): Promise<StudentSetup | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('students as s', 's.user_id', 'u.id')
    .leftJoin('user_groups as g', 'g.id', 's.user_group_id')
    .select((eb) => [
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.subscription_plan_id',
      's.program_id',
      'g.id as company_id',
      'g.name as company_name',
      db
        .selectFrom('student_status_changes as c')
        .select('c.status_id')
        .where('c.student_id', '=', eb.ref('u.id'))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(1)
        .as('status_id'),
      jsonArrayFrom(
        db
          .selectFrom('student_teachers as st')
          .innerJoin('users as t', 't.id', 'st.teacher_id')
          .select(['t.id', 't.first_name as firstName', 't.last_name as lastName'])
          .where('st.student_id', '=', eb.ref('u.id'))
          .orderBy('st.created_at')
          .orderBy('t.id'),
      ).as('teachers'),
      jsonArrayFrom(
        db
          .selectFrom('student_balances as b')
          .innerJoin('report_full_types as f', 'f.id', 'b.report_full_type_id')
          .select(['b.report_full_type_id as formatId', 'f.name', 'b.reports_left as reportsLeft'])
          .where('b.student_id', '=', eb.ref('u.id'))
          .orderBy('f.name'),
      ).as('balances'),
    ])
    .where('u.id', '=', studentId)
    .where('u.role_id', 'in', ['student', 'studying_user'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    teachers: row.teachers,
    subscriptionPlanId: row.subscription_plan_id,
    statusId: row.status_id ?? null,
    programId: row.program_id ?? null,
    company: row.company_id ? { id: row.company_id, name: row.company_name ?? '' } : null,
    balances: row.balances,
    ledger: await studentLedger(db, studentId),
  };
}

/** Answers whether the teacher was not assigned yet (and now is). */
export async function assignTeacher(db: Database, studentId: number, teacherId: number, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('student_teachers')
    .values({ student_id: studentId, teacher_id: teacherId, created_at: now })
    .onConflict((oc) => oc.columns(['student_id', 'teacher_id']).doNothing())
    .returning('teacher_id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function unassignTeacher(db: Database, studentId: number, teacherId: number): Promise<boolean> {
  const result = await db.deleteFrom('student_teachers').where('student_id', '=', studentId).where('teacher_id', '=', teacherId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function catalogueHas(db: Database, table: 'subscription_plans' | 'student_statuses' | 'report_full_types', id: string): Promise<boolean> {
  return Boolean(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
}

export async function updateStudentSetup(
  db: Database,
  studentId: number,
  changes: { subscriptionPlanId?: string | null; statusId?: string; programId?: number | null; now: Date },
): Promise<void> {
  if (changes.subscriptionPlanId !== undefined) {
    await db.updateTable('users').set({ subscription_plan_id: changes.subscriptionPlanId }).where('id', '=', studentId).execute();
    if (changes.subscriptionPlanId) {
      await db
        .insertInto('student_subscription_plans')
        .values({ student_id: studentId, subscription_plan_id: changes.subscriptionPlanId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  if (changes.statusId !== undefined) {
    await db.insertInto('student_status_changes').values({ student_id: studentId, status_id: changes.statusId, created_at: changes.now }).execute();
  }
  if (changes.programId !== undefined) {
    await ensureStudentRow(db, studentId);
    await db.updateTable('students').set({ program_id: changes.programId }).where('user_id', '=', studentId).execute();
  }
}

/** Changes one balance by `delta` in one statement (simultaneous adjustments add up) and writes its ledger entry. */
export async function adjustStudentBalance(
  db: Database,
  args: { studentId: number; formatId: string; delta: number; reason: string; by: number; now: Date },
): Promise<number> {
  const reportsLeft = await creditBalance(db, { studentId: args.studentId, formatId: args.formatId, lessons: args.delta });
  await db
    .insertInto('student_balance_adjustments')
    .values({
      student_id: args.studentId,
      report_full_type_id: args.formatId,
      delta: args.delta,
      balance_after: reportsLeft,
      reason: args.reason,
      created_by: args.by,
      created_at: args.now,
    })
    .execute();
  return reportsLeft;
}

export async function formatName(db: Database, formatId: string): Promise<string | null> {
  const row = await db.selectFrom('report_full_types').select('name').where('id', '=', formatId).executeTakeFirst();
  return row?.name ?? null;
}

/* Groups. */

export async function listGroups(db: Database, args: { page: number; search?: string }): Promise<GroupList> {
  let query = db.selectFrom('student_groups as g').leftJoin('user_groups as c', 'c.id', 'g.user_group_id');
  const search = args.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) => eb.or([eb(sql<string>`lower(g.name)`, 'like', pattern), eb(sql<string>`lower(coalesce(c.name, ''))`, 'like', pattern)]));
  }
  const ordered = query
    .select([
      'g.id',
      'g.name',
      'g.subscription_plan_id',
      'c.id as company_id',
      'c.name as company_name',
      sql<number>`(select count(*) from student_group_students s where s.student_group_id = g.id)`.as('students'),
      sql<number>`(select count(*) from student_group_teachers t where t.student_group_id = g.id)`.as('teachers'),
      totalColumn(),
    ])
    .orderBy('g.name')
    .orderBy('g.id');
  return fetchPage(ordered, args.page, GROUPS_PAGE_SIZE, (r) => ({
    id: r.id,
    name: r.name,
    company: r.company_id ? { id: r.company_id, name: r.company_name ?? '' } : null,
    subscriptionPlanId: r.subscription_plan_id,
    studentsCount: Number(r.students),
    teachersCount: Number(r.teachers),
  }));
}

export async function loadGroupDetails(db: Database, groupId: number): Promise<GroupDetails | null> {
  const row = await db
    .selectFrom('student_groups as g')
    .leftJoin('user_groups as c', 'c.id', 'g.user_group_id')
    .select((eb) => [
      'g.id',
      'g.name',
      'g.subscription_plan_id',
      'c.id as company_id',
      'c.name as company_name',
      jsonArrayFrom(
        db
          .selectFrom('student_group_students as s')
          .innerJoin('users as u', 'u.id', 's.student_id')
          .select(['u.id', 'u.first_name as firstName', 'u.last_name as lastName'])
          .where('s.student_group_id', '=', eb.ref('g.id'))
          .orderBy('u.last_name')
          .orderBy('u.first_name'),
      ).as('students'),
      jsonArrayFrom(
        db
          .selectFrom('student_group_teachers as t')
          .innerJoin('users as u', 'u.id', 't.teacher_id')
          .select(['u.id', 'u.first_name as firstName', 'u.last_name as lastName'])
          .where('t.student_group_id', '=', eb.ref('g.id'))
          .orderBy('u.last_name')
          .orderBy('u.first_name'),
      ).as('teachers'),
      jsonArrayFrom(
        db
          .selectFrom('student_group_balances as b')
          .innerJoin('report_full_types as f', 'f.id', 'b.report_full_type_id')
          .select(['b.report_full_type_id as formatId', 'f.name', 'b.sum_reports_left as reportsLeft'])
          .where('b.student_group_id', '=', eb.ref('g.id'))
          .orderBy('f.name'),
      ).as('balances'),
    ])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
  if (!row) return null;
  const ledger = await db
    .selectFrom('balance_top_ups as t')
    .innerJoin('report_full_types as f', 'f.id', 't.report_full_type_id')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .select([
      't.id',
      't.report_full_type_id',
      'f.name',
      't.amount',
      't.balance_after',
      't.reason',
      't.created_at',
      'u.id as by_id',
      'u.first_name',
      'u.last_name',
    ])
    .where('t.student_group_id', '=', groupId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(LEDGER_SIZE)
    .execute();
  return {
    id: row.id,
    name: row.name,
    company: row.company_id ? { id: row.company_id, name: row.company_name ?? '' } : null,
    subscriptionPlanId: row.subscription_plan_id,
    students: row.students,
    teachers: row.teachers,
    balances: row.balances,
    ledger: ledger.map((r) => ({
      id: r.id,
      formatId: r.report_full_type_id,
      formatName: r.name,
      delta: r.amount,
      balanceAfter: r.balance_after,
      reason: r.reason || 'Пополнение баланса',
      by: r.by_id ? { id: r.by_id, firstName: r.first_name ?? '', lastName: r.last_name ?? '' } : null,
      at: iso(r.created_at),
    })),
  };
}

export async function companyExists(db: Database, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('user_groups').select('id').where('id', '=', id).executeTakeFirst());
}

/** Of `ids`, those that are not learners (or not active teachers, with `teachers`). */
export async function unfitPeople(db: Database, ids: readonly number[], kind: 'students' | 'teachers'): Promise<number[]> {
  if (ids.length === 0) return [];
  let query = db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...ids]);
  query =
    kind === 'students' ? query.where('role_id', 'in', ['student', 'studying_user']) : query.where('is_teacher', '=', true).where('deactivated_at', 'is', null);
  const fit = new Set((await query.execute()).map((r) => r.id));
  return ids.filter((id) => !fit.has(id));
}

export async function saveGroup(
  db: Database,
  group: {
    id?: number;
    name: string;
    companyId: number | null;
    subscriptionPlanId: string | null;
    studentIds: readonly number[];
    teacherIds: readonly number[];
    now: Date;
  },
): Promise<number> {
  let id = group.id;
  if (id === undefined) {
    const row = await db
      .insertInto('student_groups')
      .values({ name: group.name, user_group_id: group.companyId, subscription_plan_id: group.subscriptionPlanId, created_at: group.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } else {
    await db
      .updateTable('student_groups')
      .set({ name: group.name, user_group_id: group.companyId, subscription_plan_id: group.subscriptionPlanId })
      .where('id', '=', id)
      .execute();
  }
  const groupId = id;
  let removeStudents = db.deleteFrom('student_group_students').where('student_group_id', '=', groupId);
  if (group.studentIds.length > 0) removeStudents = removeStudents.where('student_id', 'not in', [...group.studentIds]);
  await removeStudents.execute();
  if (group.studentIds.length > 0) {
    await db
      .insertInto('student_group_students')
      .values(group.studentIds.map((student_id) => ({ student_group_id: groupId, student_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  let removeTeachers = db.deleteFrom('student_group_teachers').where('student_group_id', '=', groupId);
  if (group.teacherIds.length > 0) removeTeachers = removeTeachers.where('teacher_id', 'not in', [...group.teacherIds]);
  await removeTeachers.execute();
  if (group.teacherIds.length > 0) {
    await db
      .insertInto('student_group_teachers')
      .values(group.teacherIds.map((teacher_id) => ({ student_group_id: groupId, teacher_id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return groupId;
}

export async function adjustGroupBalance(
  db: Database,
  args: { groupId: number; formatId: string; delta: number; reason: string; by: number; now: Date },
): Promise<number> {
  const sumReportsLeft = await creditGroupBalance(db, { groupId: args.groupId, formatId: args.formatId, lessons: args.delta });
  await db
    .insertInto('balance_top_ups')
    .values({
      student_group_id: args.groupId,
      report_full_type_id: args.formatId,
      amount: args.delta,
      reason: args.reason,
      balance_after: sumReportsLeft,
      created_by: args.by,
      created_at: args.now,
    })
    .execute();
  return sumReportsLeft;
}

/* Companies. */

export async function listCompanies(db: Database): Promise<{ id: number; name: string; hrCount: number; studentsCount: number; groupsCount: number }[]> {
  const rows = await db
    .selectFrom('user_groups as c')
    .select([
      'c.id',
      'c.name',
      sql<number>`(select count(*) from user_group_members m where m.user_group_id = c.id and m.is_hr)`.as('hr'),
      sql<number>`(select count(*) from students s where s.user_group_id = c.id)`.as('students'),
      sql<number>`(select count(*) from student_groups g where g.user_group_id = c.id)`.as('groups'),
    ])
    .orderBy('c.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, hrCount: Number(r.hr), studentsCount: Number(r.students), groupsCount: Number(r.groups) }));
}

export async function loadCompanyDetails(db: Database, companyId: number, now: Date): Promise<CompanyDetails | null> {
  const company = await db.selectFrom('user_groups').select(['id', 'name']).where('id', '=', companyId).executeTakeFirst();
  if (!company) return null;
  const [hr, students] = await Promise.all([
    db
      .selectFrom('user_group_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select((eb) => ['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.deactivated_at', invitationState(db, eb, now).as('invitation')])
      .where('m.user_group_id', '=', companyId)
      .where('m.is_hr', '=', true)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .execute(),
    db
      .selectFrom('students as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.first_name', 'u.last_name'])
      .where('s.user_group_id', '=', companyId)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .execute(),
  ]);
  return {
    id: company.id,
    name: company.name,
    hrUsers: hr.map((u) => ({
      id: u.id,
      firstName: u.first_name,
      lastName: u.last_name,
      email: u.email,
      invitation: u.invitation ?? 'none',
      active: u.deactivated_at === null,
    })),
    students: students.map((u) => ({ id: u.id, firstName: u.first_name, lastName: u.last_name })),
  };
}

export async function companyName(db: Database, companyId: number): Promise<string | null> {
  const row = await db.selectFrom('user_groups').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name ?? null;
}

/** Answers whether the person was not HR of the company yet. */
export async function addHr(db: Database, companyId: number, userId: number): Promise<boolean> {
  const existing = await db
    .selectFrom('user_group_members')
    .select('is_hr')
    .where('user_group_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing?.is_hr) return false;
  await db
    .insertInto('user_group_members')
    .values({ user_group_id: companyId, user_id: userId, is_hr: true })
    .onConflict((oc) => oc.columns(['user_group_id', 'user_id']).doUpdateSet({ is_hr: true }))
    .execute();
  return true;
}

export async function removeHr(db: Database, companyId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('user_group_members')
    .where('user_group_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('is_hr', '=', true)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The student's company (students.user_group_id); null takes them out of it. Answers the company before. */
export async function setStudentCompany(db: Database, studentId: number, companyId: number | null): Promise<number | null> {
  await ensureStudentRow(db, studentId);
  const before = await db.selectFrom('students').select('user_group_id').where('user_id', '=', studentId).executeTakeFirstOrThrow();
  await db.updateTable('students').set({ user_group_id: companyId }).where('user_id', '=', studentId).execute();
  return before.user_group_id;
}
