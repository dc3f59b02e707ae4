import { sql } from 'kysely';
import { byPersonName, byRussianName } from '@school/shared/domain';
import type { BalanceTopUp, PersonRef, UserGroup, UserGroupStudent } from '@school/shared/schemas';
import type { Database } from '../../db/database';
import { recordAudit } from '../audit/repository';

/** Companies (user groups), their students, group balances and top-ups. A company's student groups are read through the student-groups repository. */

function toUserGroup(row: { id: number; name: string; description: string; image_path: string | null; created_at: Date }): UserGroup {
  return { id: row.id, name: row.name, description: row.description, imagePath: row.image_path, createdAt: row.created_at.toISOString() };
}

/** The companies of a scope ('all', or the given ids), by name. */
export async function loadUserGroups(db: Database, scope: 'all' | readonly number[]): Promise<UserGroup[]> {
  if (scope !== 'all' && scope.length === 0) return [];
  let query = db.selectFrom('user_groups').selectAll();
  if (scope !== 'all') query = query.where('id', 'in', [...scope]);
  const rows = await query.execute();
  return rows.map(toUserGroup).sort(byRussianName);
}

export async function countUserGroups(db: Database): Promise<number> {
  const row = await db
    .selectFrom('user_groups')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findUserGroup(db: Database, id: number): Promise<UserGroup | null> {
  const row = await db.selectFrom('user_groups').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toUserGroup(row) : null;
}

/**
 * Creates a company, or returns null when one with the same name in any letter case exists.
 * The unique index on lower(name) decides, so two simultaneous creates of one name make one company.
 */
export async function insertUserGroup(db: Database, name: string): Promise<UserGroup | null> {
  const row = await db
    .insertInto('user_groups')
    .values({ name })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toUserGroup(row) : null;
}

export async function countUserGroupContents(db: Database, userGroupId: number): Promise<{ studentsCount: number; studentGroupsCount: number }> {
  const [students, groups] = await Promise.all([
    db
      .selectFrom('students')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_group_id', '=', userGroupId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('student_groups')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_group_id', '=', userGroupId)
      .executeTakeFirstOrThrow(),
  ]);
  return { studentsCount: Number(students.count), studentGroupsCount: Number(groups.count) };
}

/** Every student of a company with the last status, paid lessons left over all formats and teachers. */
export async function loadUserGroupStudents(db: Database, userGroupId: number): Promise<UserGroupStudent[]> {
  const rows = await db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('student_status_changes')
          .distinctOn('student_id')
          .select(['student_id', 'status_id'])
          .orderBy('student_id')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .as('last_status'),
      (join) => join.onRef('last_status.student_id', '=', 's.user_id'),
    )
    .leftJoin('student_statuses as st', 'st.id', 'last_status.status_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('student_balances')
          .select(['student_id', (e) => e.fn.sum<number>('reports_left').as('reports_left')])
          .groupBy('student_id')
          .as('balance'),
      (join) => join.onRef('balance.student_id', '=', 's.user_id'),
    )
    .select(['u.id', 'u.first_name', 'u.last_name', 'last_status.status_id', 'st.name as status_name', 'balance.reports_left'])
    .where('s.user_group_id', '=', userGroupId)
    .execute();
  const teachers = await teachersOfStudents(
    db,
    rows.map((r) => r.id),
  );
  return rows
    .map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      studentStatusId: r.status_id ?? null,
      studentStatusName: r.status_name ?? null,
      reportsLeft: r.reports_left === null || r.reports_left === undefined ? null : Number(r.reports_left),
      teachers: teachers.get(r.id) ?? [],
    }))
    .sort(byPersonName);
}

async function teachersOfStudents(db: Database, studentIds: number[]): Promise<Map<number, PersonRef[]>> {
  const result = new Map<number, PersonRef[]>();
  if (studentIds.length === 0) return result;
  const rows = await db
    .selectFrom('student_teachers as t')
    .innerJoin('users as u', 'u.id', 't.teacher_id')
    .select(['t.student_id as owner_id', 'u.id', 'u.first_name', 'u.last_name'])
    .where('t.student_id', 'in', studentIds)
    .orderBy('t.created_at')
    .execute();
  for (const r of rows) {
    const list = result.get(r.owner_id) ?? [];
    list.push({ id: r.id, firstName: r.first_name, lastName: r.last_name });
    result.set(r.owner_id, list);
  }
  return result;
}

export async function reportFullTypeExists(db: Database, id: string): Promise<boolean> {
  const row = await db.selectFrom('report_full_types').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds lessons to a group's balance of one format and records who did it, both or neither.
 * The balance grows in one statement, so simultaneous top-ups add up.
 */
export async function topUpStudentGroupBalance(
  db: Database,
  args: { studentGroupId: number; reportFullTypeId: string; amount: number; userId: number; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const balance = await trx
      .insertInto('student_group_balances')
      .values({ student_group_id: args.studentGroupId, report_full_type_id: args.reportFullTypeId, sum_reports_left: args.amount })
      .onConflict((oc) =>
        oc.columns(['student_group_id', 'report_full_type_id']).doUpdateSet((eb) => ({
          sum_reports_left: eb('student_group_balances.sum_reports_left', '+', eb.ref('excluded.sum_reports_left')),
        })),
      )
      .returning('sum_reports_left')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('balance_top_ups')
      .values({
        student_group_id: args.studentGroupId,
        report_full_type_id: args.reportFullTypeId,
        amount: args.amount,
        reason: 'Пополнение баланса',
        balance_after: balance.sum_reports_left,
        created_by: args.userId,
        created_at: args.now,
      })
      .execute();
    // The ledger of the back office and the audit log see the top-up of the company page too.
    await recordAudit(trx, {
      actorId: args.userId,
      kind: 'group.balance',
      subject: `student-group:${args.studentGroupId}`,
      before: { formatId: args.reportFullTypeId, reportsLeft: balance.sum_reports_left - args.amount },
      after: { formatId: args.reportFullTypeId, reportsLeft: balance.sum_reports_left, delta: args.amount, reason: 'Пополнение баланса' },
      at: args.now,
    });
  });
}

/** The top-ups of a company's groups, newest first. */
export async function loadUserGroupTopUps(db: Database, userGroupId: number, limit = 200): Promise<BalanceTopUp[]> {
  const rows = await db
    .selectFrom('balance_top_ups as t')
    .innerJoin('student_groups as g', 'g.id', 't.student_group_id')
    .innerJoin('report_full_types as f', 'f.id', 't.report_full_type_id')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .select([
      't.id',
      't.amount',
      't.created_at',
      'g.id as group_id',
      'g.name as group_name',
      'f.id as type_id',
      'f.name as type_name',
      'u.id as user_id',
      'u.first_name',
      'u.last_name',
    ])
    .where('g.user_group_id', '=', userGroupId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    studentGroup: { id: r.group_id, name: r.group_name },
    reportFullType: { id: r.type_id, name: r.type_name },
    amount: r.amount,
    createdBy: r.user_id ? { id: r.user_id, firstName: r.first_name ?? '', lastName: r.last_name ?? '' } : null,
    createdAt: r.created_at.toISOString(),
  }));
}
