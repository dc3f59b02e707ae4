import { byPersonName, byRussianName } from '@school/shared/domain';
import type { Appointment, StudentGroup } from '@school/shared/schemas';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { findAppointment } from '../students/repository';

/** Student groups: their facts, the group page, a company's groups, and their next lessons. The only code of this module touching the database. */

/** What the permission rules (and the report form) need to know about a group. */
export interface StudentGroupFacts {
  id: number;
  name: string;
  teacherIds: number[];
  studentIds: number[];
  userGroupId: number | null;
  /** The lesson format of the group's plan. */
  defaultReportFullTypeId: string | null;
}

/** The facts of a group, or null when there is no such group: one statement. */
export async function loadStudentGroupFacts(db: Database, groupId: number): Promise<StudentGroupFacts | null> {
  const group = await db
    .selectFrom('student_groups as g')
    .leftJoin('subscription_plans as p', 'p.id', 'g.subscription_plan_id')
    .select((eb) => [
      'g.id',
      'g.name',
      'g.user_group_id',
      'p.report_full_type_id',
      sql<number[]>`array(select gt.teacher_id from student_group_teachers gt where gt.student_group_id = ${eb.ref('g.id')})`.as('teacher_ids'),
      sql<number[]>`array(select gs.student_id from student_group_students gs where gs.student_group_id = ${eb.ref('g.id')})`.as('student_ids'),
    ])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
  if (!group) return null;
  return {
    id: group.id,
    name: group.name,
    teacherIds: group.teacher_ids,
    studentIds: group.student_ids,
    userGroupId: group.user_group_id,
    defaultReportFullTypeId: group.report_full_type_id ?? null,
  };
}

/** Student groups (of a company, or one group) with their students, teachers, plan, next appointment and balances, by name. */
export async function listStudentGroups(db: Database, where: { userGroupId: number } | { studentGroupId: number }, now: Date): Promise<StudentGroup[]> {
  let query = db
    .selectFrom('student_groups as g')
    .leftJoin('subscription_plans as p', 'p.id', 'g.subscription_plan_id')
    .select(['g.id', 'g.name', 'g.user_group_id', 'p.id as plan_id', 'p.name as plan_name']);
  query = 'userGroupId' in where ? query.where('g.user_group_id', '=', where.userGroupId) : query.where('g.id', '=', where.studentGroupId);
  const groups = await query.execute();
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);

  const [students, teachers, balances, appointments] = await Promise.all([
    db
      .selectFrom('student_group_students as gs')
      .innerJoin('users as u', 'u.id', 'gs.student_id')
      .select(['gs.student_group_id', 'u.id', 'u.first_name', 'u.last_name'])
      .where('gs.student_group_id', 'in', ids)
      .execute(),
    db
      .selectFrom('student_group_teachers as gt')
      .innerJoin('users as u', 'u.id', 'gt.teacher_id')
      .select(['gt.student_group_id', 'u.id', 'u.first_name', 'u.last_name'])
      .where('gt.student_group_id', 'in', ids)
      .execute(),
    db
      .selectFrom('student_group_balances as b')
      .innerJoin('report_full_types as f', 'f.id', 'b.report_full_type_id')
      .select(['b.student_group_id', 'b.report_full_type_id', 'f.name', 'b.sum_reports_left'])
      .where('b.student_group_id', 'in', ids)
      .orderBy('f.duration_mins')
      .execute(),
    db
      .selectFrom('appointments')
      .distinctOn('student_group_id')
      .select(['student_group_id', 'id', 'date', 'google_calendar_event_id'])
      .where('student_group_id', 'in', ids)
      .where('date', '>=', now)
      .orderBy('student_group_id')
      .orderBy('date')
      .orderBy('id')
      .execute(),
  ]);

  const people = (rows: { student_group_id: number; id: number; first_name: string; last_name: string }[], groupId: number) =>
    rows
      .filter((r) => r.student_group_id === groupId)
      .map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name }))
      .sort(byPersonName);

  return groups
    .map((g) => {
      const next = appointments.find((a) => a.student_group_id === g.id);
      return {
        id: g.id,
        name: g.name,
        userGroupId: g.user_group_id,
        students: people(students, g.id),
        teachers: people(teachers, g.id),
        subscriptionPlan: g.plan_id && g.plan_name ? { id: g.plan_id, name: g.plan_name } : null,
        nextAppointmentDate: next ? next.date.toISOString() : null,
        nextAppointmentId: next ? next.id : null,
        nextAppointmentGoogleCalendarEventId: next?.google_calendar_event_id ?? null,
        balances: balances
          .filter((b) => b.student_group_id === g.id)
          .map((b) => ({ reportFullTypeId: b.report_full_type_id, name: b.name, sumReportsLeft: b.sum_reports_left })),
      };
    })
    .sort(byRussianName);
}

/** One group as the group page reads it, or null. */
export async function loadStudentGroup(db: Database, groupId: number, now: Date): Promise<StudentGroup | null> {
  const [group] = await listStudentGroups(db, { studentGroupId: groupId }, now);
  return group ?? null;
}

export async function findGroupAppointment(db: Database, groupId: number, appointmentId: number): Promise<Appointment | null> {
  return findAppointment(db, appointmentId, { studentGroupId: groupId });
}

export async function insertGroupAppointment(db: Database, args: { groupId: number; teacherId: number; date: Date }): Promise<Appointment> {
  const { id } = await db
    .insertInto('appointments')
    .values({ student_group_id: args.groupId, teacher_id: args.teacherId, date: args.date })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findGroupAppointment(db, args.groupId, id))!;
}

export async function updateGroupAppointment(db: Database, args: { groupId: number; appointmentId: number; date: Date }) {
  await db
    .updateTable('appointments')
    .set((eb) => ({ date: args.date, updated_at: sql<Date>`now()`, revision: eb('revision', '+', 1) }))
    .where('id', '=', args.appointmentId)
    .where('student_group_id', '=', args.groupId)
    .execute();
  return findGroupAppointment(db, args.groupId, args.appointmentId);
}

export async function deleteGroupAppointment(db: Database, groupId: number, appointmentId: number): Promise<void> {
  await db.deleteFrom('appointments').where('id', '=', appointmentId).where('student_group_id', '=', groupId).execute();
}

/**
 * Adds `lessons` (negative: takes them) to a group's balance of one format in one statement, so
 * simultaneous changes add up; answers the balance after. Every change of a group's balance goes
 * through here (a company's top-up, a back-office adjustment); pass the caller's transaction as `db`.
 */
export async function creditGroupBalance(db: Database, args: { groupId: number; formatId: string; lessons: number }): Promise<number> {
  const row = await db
    .insertInto('student_group_balances')
    .values({ student_group_id: args.groupId, report_full_type_id: args.formatId, sum_reports_left: args.lessons })
    .onConflict((oc) =>
      oc
        .columns(['student_group_id', 'report_full_type_id'])
        .doUpdateSet((eb) => ({ sum_reports_left: eb('student_group_balances.sum_reports_left', '+', eb.ref('excluded.sum_reports_left')) })),
    )
    .returning('sum_reports_left')
    .executeTakeFirstOrThrow();
  return row.sum_reports_left;
}
