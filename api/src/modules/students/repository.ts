import type { Appointment, LinguoPortraitField, PersonRef, Student, StudentContact, StudentCourse, StudentLesson } from '@school/shared/schemas';
import { PROGRAMS, itCourseStepsDone, lessonCodesIn, programByNumericId } from '@school/shared/domain';
import { sql, type Expression } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledStatement } from '../../db/compiled';
import type { Database } from '../../db/database';

/** Students: profile, next single lessons, statistics (the dictionary is the dictionary module's). The only code of this module touching the database. */

/** What the permission rules (and the report form) need to know about a student. */
export interface StudentFacts {
  id: number;
  teacherIds: number[];
  groupTeacherIds: number[];
  userGroupId: number | null;
  activatedAt: string | null;
  lastStudentStatusForbidEditing: boolean;
  defaultReportFullTypeId: string | null;
}

/** The student's last status, or undefined when none was ever set. */
async function lastStudentStatus(db: Database, studentId: number) {
  return db
    .selectFrom('student_status_changes as c')
    .innerJoin('student_statuses as s', 's.id', 'c.status_id')
    .select(['s.id', 's.name', 's.forbid_editing'])
    .where('c.student_id', '=', studentId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .executeTakeFirst();
}

/** The student's teachers, in the order they were assigned. */
export async function listStudentTeachers(db: Database, studentId: number): Promise<PersonRef[]> {
  const rows = await db
    .selectFrom('student_teachers as st')
    .innerJoin('users as t', 't.id', 'st.teacher_id')
    .select(['t.id', 't.first_name', 't.last_name'])
    .where('st.student_id', '=', studentId)
    .orderBy('st.created_at')
    .orderBy('t.id')
    .execute();
  return rows.map((t) => ({ id: t.id, firstName: t.first_name, lastName: t.last_name }));
}

/** Paid lessons left of each format, by format name. */
export async function listPaidReportsLeft(db: Database, studentId: number): Promise<{ id: string; name: string; reportsLeft: number }[]> {
  const rows = await db
    .selectFrom('student_balances as b')
    .innerJoin('report_full_types as f', 'f.id', 'b.report_full_type_id')
    .select(['b.report_full_type_id', 'f.name', 'b.reports_left'])
    .where('b.student_id', '=', studentId)
    .orderBy('f.name')
    .execute();
  return rows.map((b) => ({ id: b.report_full_type_id, name: b.name, reportsLeft: b.reports_left }));
}

/**
 * Adds `lessons` (negative: takes them) to one balance of a student in one statement, so simultaneous
 * credits add up; answers the balance after. Every change of a student's balance goes through here
 * (a payment, a referral gift, a back-office adjustment); pass the caller's transaction as `db`.
 */
export async function creditBalance(db: Database, args: { studentId: number; formatId: string; lessons: number }): Promise<number> {
  const row = await db
    .insertInto('student_balances')
    .values({ student_id: args.studentId, report_full_type_id: args.formatId, reports_left: args.lessons })
    .onConflict((oc) =>
      oc
        .columns(['student_id', 'report_full_type_id'])
        .doUpdateSet((eb) => ({ reports_left: eb('student_balances.reports_left', '+', eb.ref('excluded.reports_left')) })),
    )
    .returning('reports_left')
    .executeTakeFirstOrThrow();
  return row.reports_left;
}

/**
 * The student's teachers as JSON `[{ id, firstName, lastName }]` in the order they were assigned: a
 * subquery for a bigger statement (the session reads it for the signed-in user).
 */
export function studentTeachersJson(db: Database, studentId: Expression<number>) {
  return jsonArrayFrom(
    db
      .selectFrom('student_teachers as st')
      .innerJoin('users as t', 't.id', 'st.teacher_id')
      .select(['t.id', 't.first_name as firstName', 't.last_name as lastName'])
      .where('st.student_id', '=', studentId)
      .orderBy('st.created_at')
      .orderBy('t.id'),
  );
}

/** Paid lessons left of each format as JSON `[{ id, name, reportsLeft }]`, by format name: a subquery. */
export function paidReportsLeftJson(db: Database, studentId: Expression<number>) {
  return jsonArrayFrom(
    db
      .selectFrom('student_balances as b')
      .innerJoin('report_full_types as f', 'f.id', 'b.report_full_type_id')
      .select(['b.report_full_type_id as id', 'f.name', 'b.reports_left as reportsLeft'])
      .where('b.student_id', '=', studentId)
      .orderBy('f.name'),
  );
}

/** The id of the student's last status (or null): a subquery. */
export function lastStudentStatusId(db: Database, studentId: Expression<number>) {
  return db
    .selectFrom('student_status_changes as c')
    .innerJoin('student_statuses as s', 's.id', 'c.status_id')
    .select('s.id')
    .where('c.student_id', '=', studentId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(1);
}

const studentFactsStatement = compiledStatement('student facts', (db, studentId: number) =>
  db
    .selectFrom('students as s')
    .select((eb) => [
      's.user_id',
      's.user_group_id',
      's.activated_at',
      's.default_report_full_type_id',
      sql<number[]>`array(select st.teacher_id from student_teachers st where st.student_id = ${eb.ref('s.user_id')})`.as('teacher_ids'),
      sql<
        number[]
      >`array(select distinct gt.teacher_id from student_group_students gs join student_group_teachers gt on gt.student_group_id = gs.student_group_id where gs.student_id = ${eb.ref('s.user_id')})`.as(
        'group_teacher_ids',
      ),
      eb
        .selectFrom('student_status_changes as c')
        .innerJoin('student_statuses as st', 'st.id', 'c.status_id')
        .select('st.forbid_editing')
        .whereRef('c.student_id', '=', 's.user_id')
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(1)
        .as('forbid_editing'),
    ])
    .where('s.user_id', '=', studentId),
);

/** The facts of a student, or null when there is no such student: one statement. */
export async function loadStudentFacts(db: Database, studentId: number): Promise<StudentFacts | null> {
  const [row] = await studentFactsStatement(db, [studentId]);
  if (!row) return null;
  return {
    id: row.user_id,
    teacherIds: row.teacher_ids,
    groupTeacherIds: row.group_teacher_ids,
    userGroupId: row.user_group_id,
    activatedAt: row.activated_at ? row.activated_at.toISOString() : null,
    lastStudentStatusForbidEditing: row.forbid_editing ?? false,
    defaultReportFullTypeId: row.default_report_full_type_id,
  };
}

function appointmentQuery(db: Database) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('users as t', 't.id', 'a.teacher_id')
    .select(['a.id', 'a.date', 'a.teacher_id', 'a.student_id', 'a.student_group_id', 'a.google_calendar_event_id', 't.first_name', 't.last_name']);
}

type AppointmentRow = {
  id: number;
  date: Date;
  teacher_id: number;
  student_id: number | null;
  student_group_id: number | null;
  google_calendar_event_id: string | null;
  first_name: string;
  last_name: string;
};

function toAppointment(row: AppointmentRow): Appointment {
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

/** Single lessons of a student from now on, nearest first. */
export async function nextAppointments(db: Database, studentId: number, now: Date): Promise<Appointment[]> {
  const rows = await appointmentQuery(db).where('a.student_id', '=', studentId).where('a.date', '>=', now).orderBy('a.date').orderBy('a.id').execute();
  return rows.map(toAppointment);
}

/** An appointment of a student's single lessons or of a group's lessons, or null. */
export async function findAppointment(
  db: Database,
  appointmentId: number,
  of: { studentId: number } | { studentGroupId: number },
): Promise<Appointment | null> {
  const query = appointmentQuery(db).where('a.id', '=', appointmentId);
  const row = await (
    'studentId' in of ? query.where('a.student_id', '=', of.studentId) : query.where('a.student_group_id', '=', of.studentGroupId)
  ).executeTakeFirst();
  return row ? toAppointment(row) : null;
}

export async function findStudentAppointment(db: Database, studentId: number, appointmentId: number): Promise<Appointment | null> {
  return findAppointment(db, appointmentId, { studentId });
}

export async function insertStudentAppointment(db: Database, args: { studentId: number; teacherId: number; date: Date }): Promise<Appointment> {
  const { id } = await db
    .insertInto('appointments')
    .values({ student_id: args.studentId, teacher_id: args.teacherId, date: args.date })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findStudentAppointment(db, args.studentId, id))!;
}

export async function updateStudentAppointment(db: Database, args: { studentId: number; appointmentId: number; date: Date }): Promise<Appointment | null> {
  await db
    .updateTable('appointments')
    .set((eb) => ({ date: args.date, updated_at: sql<Date>`now()`, revision: eb('revision', '+', 1) }))
    .where('id', '=', args.appointmentId)
    .where('student_id', '=', args.studentId)
    .execute();
  return findStudentAppointment(db, args.studentId, args.appointmentId);
}

export async function deleteStudentAppointment(db: Database, studentId: number, appointmentId: number): Promise<void> {
  await db.deleteFrom('appointments').where('id', '=', appointmentId).where('student_id', '=', studentId).execute();
}

/** The student as the student page reads it. `journalUrl` only when asked for (client managers). */
export async function loadStudent(db: Database, studentId: number, now: Date, options: { withJournal: boolean }): Promise<Student | null> {
  const row = await db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.role_id',
      'u.self_paying',
      'u.subscription_plan_id',
      's.program_id',
      's.activated_at',
      's.bio',
      's.preferred_lessons_time',
      's.linguo_portrait',
      's.default_report_full_type_id',
      's.journal_url',
      's.user_group_id',
    ])
    .where('s.user_id', '=', studentId)
    .executeTakeFirst();
  if (!row) return null;

  const [teachers, status, plans, balances, upcoming, previous, anyAppointment, anyReport, courses] = await Promise.all([
    listStudentTeachers(db, studentId),
    lastStudentStatus(db, studentId),
    db
      .selectFrom('student_subscription_plans as sp')
      .innerJoin('subscription_plans as p', 'p.id', 'sp.subscription_plan_id')
      .select(['p.id', 'p.name', 'p.report_full_type_id'])
      .where('sp.student_id', '=', studentId)
      .orderBy('p.order')
      .execute(),
    listPaidReportsLeft(db, studentId),
    nextAppointments(db, studentId, now),
    db
      .selectFrom('appointments')
      .select('date')
      .where('student_id', '=', studentId)
      .where('date', '<', now)
      .orderBy('date', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('appointments').select('id').where('student_id', '=', studentId).limit(1).executeTakeFirst(),
    db.selectFrom('reports').select('id').where('student_id', '=', studentId).limit(1).executeTakeFirst(),
    db.selectFrom('user_courses').select('course_id').where('user_id', '=', studentId).where('purchased', '=', true).orderBy('created_at').execute(),
  ]);

  const current = PROGRAMS.filter((p) => p.defaultOrder !== null);
  const own = programByNumericId(row.program_id);
  const available = own && own.defaultOrder === null ? [...current, own] : current;
  const next = upcoming[0] ?? null;

  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    roleId: row.role_id,
    programId: row.program_id,
    activatedAt: row.activated_at ? row.activated_at.toISOString() : null,
    selfPaying: row.self_paying,
    bio: row.bio,
    preferredLessonsTime: row.preferred_lessons_time,
    linguoPortrait: row.linguo_portrait ?? {},
    subscriptionPlanId: row.subscription_plan_id,
    subscriptionPlans: plans.map((p) => ({ id: p.id, name: p.name, reportFullTypeId: p.report_full_type_id })),
    studentPaidReportsLeftCounts: balances,
    teachers,
    lastStudentStatusId: status?.id ?? null,
    lastStudentStatusName: status?.name ?? null,
    lastStudentStatusForbidEditing: status?.forbid_editing ?? false,
    nextAppointmentDate: next?.date ?? null,
    prevAppointmentDate: previous ? previous.date.toISOString() : null,
    nextAppointment: next,
    hasAppointments: Boolean(anyAppointment || anyReport),
    defaultReportFullTypeId: row.default_report_full_type_id,
    availablePrograms: available.map((p) => ({ id: p.numericId, name: `${p.id}: ${p.name}` })),
    purchasedCourseIds: courses.map((c) => c.course_id),
    journalUrl: options.withJournal ? row.journal_url : null,
    userGroupId: row.user_group_id,
  };
}

export async function loadContact(db: Database, studentId: number): Promise<StudentContact | null> {
  const row = await db.selectFrom('users').select(['id', 'skype', 'phone', 'email']).where('id', '=', studentId).executeTakeFirst();
  return row ?? null;
}

export async function loadLinguoPortraitFields(db: Database): Promise<LinguoPortraitField[]> {
  const row = await db.selectFrom('config_entries').select('value').where('key', '=', 'linguoPortraitFields').executeTakeFirst();
  return (row?.value as LinguoPortraitField[] | undefined) ?? [];
}

export async function planExists(db: Database, planId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('subscription_plans').select('id').where('id', '=', planId).executeTakeFirst());
}

export interface StudentChanges {
  profile: Partial<{ bio: string; preferred_lessons_time: string; program_id: number | null; linguo_portrait: Record<string, string> }>;
  activatedAt?: Date;
  subscriptionPlanId?: string;
}

/** Saves profile fields, activation and the plan together: all or nothing. */
export async function saveStudentChanges(db: Database, studentId: number, changes: StudentChanges): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const profile = { ...changes.profile, ...(changes.activatedAt ? { activated_at: changes.activatedAt } : {}) };
    if (profile.linguo_portrait) Object.assign(profile, { linguo_portrait: JSON.stringify(profile.linguo_portrait) });
    if (Object.keys(profile).length > 0) {
      await trx.updateTable('students').set(profile).where('user_id', '=', studentId).execute();
    }
    if (changes.subscriptionPlanId) {
      await trx.updateTable('users').set({ subscription_plan_id: changes.subscriptionPlanId }).where('id', '=', studentId).execute();
      await trx
        .insertInto('student_subscription_plans')
        .values({ student_id: studentId, subscription_plan_id: changes.subscriptionPlanId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}

/** Every lesson of a student: individual reports and group lessons with their attendance. */
export async function lessonHistory(db: Database, studentId: number): Promise<StudentLesson[]> {
  const [single, group] = await Promise.all([
    db
      .selectFrom('reports as r')
      .innerJoin('report_full_types as f', 'f.id', 'r.full_type_id')
      .select(['r.date', 'r.status', 'r.full_type_id', 'f.name'])
      .where('r.student_id', '=', studentId)
      .execute(),
    db
      .selectFrom('reports_users as ru')
      .innerJoin('reports as r', 'r.id', 'ru.report_id')
      .innerJoin('report_full_types as f', 'f.id', 'r.full_type_id')
      .select(['r.date', 'ru.status', 'r.full_type_id', 'f.name'])
      .where('ru.student_id', '=', studentId)
      .execute(),
  ]);
  const lessons: StudentLesson[] = [
    ...single.map((r) => ({ date: r.date.toISOString(), attended: r.status === 'default', group: false, fullTypeId: r.full_type_id, fullTypeName: r.name })),
    ...group.map((r) => ({ date: r.date.toISOString(), attended: r.status === 'present', group: true, fullTypeId: r.full_type_id, fullTypeName: r.name })),
  ];
  return lessons.sort((a, b) => a.date.localeCompare(b.date));
}

/** Lesson codes linked from the homework of the student's reports, first seen first. */
export async function homeworkLessonCodes(db: Database, studentId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('homework_items as i')
    .innerJoin('homework_groups as g', 'g.id', 'i.homework_group_id')
    .innerJoin('reports as r', 'r.id', 'g.report_id')
    .select(['i.header', 'i.body'])
    .where('r.student_id', '=', studentId)
    .orderBy('r.date')
    .orderBy('i.index')
    .execute();
  const codes = new Set<string>();
  for (const row of rows) for (const code of lessonCodesIn(`${row.header} ${row.body}`)) codes.add(code);
  return [...codes];
}

export async function programIdOf(db: Database, studentId: number): Promise<number | null> {
  const row = await db.selectFrom('students').select('program_id').where('user_id', '=', studentId).executeTakeFirst();
  return row?.program_id ?? null;
}

export async function reportsWithVideos(db: Database, studentId: number) {
  return db
    .selectFrom('reports as r')
    .innerJoin('users as t', 't.id', 'r.teacher_id')
    .innerJoin('report_full_types as f', 'f.id', 'r.full_type_id')
    .select(['r.id', 'r.date', 'r.video_file_name', 't.id as teacher_id', 't.first_name', 't.last_name', 'f.name'])
    .where('r.student_id', '=', studentId)
    .where('r.video_file_name', 'is not', null)
    .orderBy('r.date', 'desc')
    .execute();
}

export async function purchasedCourses(db: Database, studentId: number): Promise<StudentCourse[]> {
  const [courses, results] = await Promise.all([
    db
      .selectFrom('user_courses')
      .select(['course_id', 'created_at'])
      .where('user_id', '=', studentId)
      .where('purchased', '=', true)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('course_results').select(['course_id', 'field_name']).where('student_id', '=', studentId).where('field_value', '>=', 1).execute(),
  ]);
  const keys = new Map<string, string[]>();
  for (const r of results) keys.set(r.course_id, [...(keys.get(r.course_id) ?? []), r.field_name]);
  // The IT course counts its steps by the school's rule (a lesson's final step once the lesson is done); the others count lessons.
  const done = new Map(
    [...keys].map(([courseId, names]) => [courseId, courseId === 'it' ? itCourseStepsDone(names) : names.filter((n) => !n.includes('final')).length]),
  );
  return courses.map((c) => ({ courseId: c.course_id, createdAt: c.created_at.toISOString(), stepsDone: done.get(c.course_id) ?? 0 }));
}
