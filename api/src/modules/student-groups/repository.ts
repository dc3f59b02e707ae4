import type { Appointment, StudentGroup } from '@school/shared/schemas';
import type { Database } from '../../db/database';

/** Student groups as the group page reads them, and their next lessons. The only code of this module touching the database. */

export interface StudentGroupFacts {
  id: number;
  teacherIds: number[];
  studentIds: number[];
  userGroupId: number | null;
}

export async function loadStudentGroupFacts(db: Database, groupId: number): Promise<StudentGroupFacts | null> {
  const group = await db.selectFrom('student_groups').select(['id', 'user_group_id']).where('id', '=', groupId).executeTakeFirst();
  if (!group) return null;
  const [teachers, students] = await Promise.all([
    db.selectFrom('student_group_teachers').select('teacher_id').where('student_group_id', '=', groupId).execute(),
    db.selectFrom('student_group_students').select('student_id').where('student_group_id', '=', groupId).execute(),
  ]);
  return {
    id: group.id,
    teacherIds: teachers.map((t) => t.teacher_id),
    studentIds: students.map((s) => s.student_id),
    userGroupId: group.user_group_id,
  };
}

export async function loadStudentGroup(db: Database, groupId: number, now: Date): Promise<StudentGroup | null> {
  const group = await db
    .selectFrom('student_groups as g')
    .leftJoin('subscription_plans as p', 'p.id', 'g.subscription_plan_id')
    .select(['g.id', 'g.name', 'g.user_group_id', 'p.id as plan_id', 'p.name as plan_name'])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
  if (!group) return null;
  const [students, teachers, next, balances] = await Promise.all([
    db
      .selectFrom('student_group_students as gs')
      .innerJoin('users as u', 'u.id', 'gs.student_id')
      .select(['u.id', 'u.first_name', 'u.last_name'])
      .where('gs.student_group_id', '=', groupId)
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .execute(),
    db
      .selectFrom('student_group_teachers as gt')
      .innerJoin('users as u', 'u.id', 'gt.teacher_id')
      .select(['u.id', 'u.first_name', 'u.last_name'])
      .where('gt.student_group_id', '=', groupId)
      .orderBy('u.last_name')
      .execute(),
    db
      .selectFrom('appointments')
      .select(['id', 'date', 'google_calendar_event_id'])
      .where('student_group_id', '=', groupId)
      .where('date', '>=', now)
      .orderBy('date')
      .orderBy('id')
      .executeTakeFirst(),
    db
      .selectFrom('student_group_balances as b')
      .innerJoin('report_full_types as f', 'f.id', 'b.report_full_type_id')
      .select(['b.report_full_type_id', 'f.name', 'b.sum_reports_left'])
      .where('b.student_group_id', '=', groupId)
      .orderBy('f.name')
      .execute(),
  ]);
  const person = (p: { id: number; first_name: string; last_name: string }) => ({ id: p.id, firstName: p.first_name, lastName: p.last_name });
  return {
    id: group.id,
    name: group.name,
    userGroupId: group.user_group_id,
    students: students.map(person),
    teachers: teachers.map(person),
    subscriptionPlan: group.plan_id && group.plan_name ? { id: group.plan_id, name: group.plan_name } : null,
    nextAppointmentDate: next ? next.date.toISOString() : null,
    nextAppointmentId: next?.id ?? null,
    nextAppointmentGoogleCalendarEventId: next?.google_calendar_event_id ?? null,
    balances: balances.map((b) => ({ reportFullTypeId: b.report_full_type_id, name: b.name, sumReportsLeft: b.sum_reports_left })),
  };
}

export async function findGroupAppointment(db: Database, groupId: number, appointmentId: number): Promise<Appointment | null> {
  const row = await db
    .selectFrom('appointments as a')
    .innerJoin('users as t', 't.id', 'a.teacher_id')
    .select(['a.id', 'a.date', 'a.teacher_id', 'a.student_id', 'a.student_group_id', 'a.google_calendar_event_id', 't.first_name', 't.last_name'])
    .where('a.id', '=', appointmentId)
    .where('a.student_group_id', '=', groupId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    date: row.date.toISOString(),
    teacherId: row.teacher_id,
    teacher: { id: row.teacher_id, firstName: row.first_name, lastName: row.last_name },
    studentId: row.student_id,
    studentGroupId: row.student_group_id,
    googleCalendarEventId: row.google_calendar_event_id,
  };
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
  await db.updateTable('appointments').set({ date: args.date }).where('id', '=', args.appointmentId).where('student_group_id', '=', args.groupId).execute();
  return findGroupAppointment(db, args.groupId, args.appointmentId);
}

export async function deleteGroupAppointment(db: Database, groupId: number, appointmentId: number): Promise<void> {
  await db.deleteFrom('appointments').where('id', '=', appointmentId).where('student_group_id', '=', groupId).execute();
}
