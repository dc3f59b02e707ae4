import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AgendaLesson, GroupRef, HomeworkTask, LatestReport, LessonSettings, MyLessons, UpcomingLesson } from '@school/shared/schemas';
import type { Database } from '../../db/database';
import { listPaidReportsLeft, listStudentTeachers } from '../students/repository';

/**
 * The learner's lessons, the teacher's agenda, homework marks, lesson settings and calendar feeds:
 * the only code of this module touching the database.
 */

/** A lesson whose format says nothing of its length lasts this long (the school's standard lesson). */
const DEFAULT_LESSON_MINUTES = 50;

/**
 * Appointments with what a lesson's reader needs: the teacher, the student or the group, and the format
 * (the student's default format, else their plan's; a group's plan's) with its length.
 */
function lessonsQuery(db: Database) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('users as t', 't.id', 'a.teacher_id')
    .leftJoin('users as su', 'su.id', 'a.student_id')
    .leftJoin('students as s', 's.user_id', 'a.student_id')
    .leftJoin('subscription_plans as sp', 'sp.id', 'su.subscription_plan_id')
    .leftJoin('student_groups as g', 'g.id', 'a.student_group_id')
    .leftJoin('subscription_plans as gp', 'gp.id', 'g.subscription_plan_id')
    .leftJoin('report_full_types as f', (join) =>
      join.on((eb) => eb('f.id', '=', eb.fn.coalesce('s.default_report_full_type_id', 'sp.report_full_type_id', 'gp.report_full_type_id'))),
    )
    .select([
      'a.id',
      'a.date',
      'a.revision',
      'a.updated_at',
      'a.google_calendar_event_id',
      'a.teacher_id',
      't.first_name as teacher_first_name',
      't.last_name as teacher_last_name',
      'a.student_id',
      'su.first_name as student_first_name',
      'su.last_name as student_last_name',
      'a.student_group_id',
      'g.name as group_name',
      'f.name as format_name',
      'f.duration_mins',
    ]);
}

export type LessonRow = Awaited<ReturnType<ReturnType<typeof lessonsQuery>['execute']>>[number];

export const durationOf = (row: Pick<LessonRow, 'duration_mins'>) => row.duration_mins ?? DEFAULT_LESSON_MINUTES;

const teacherOf = (row: LessonRow) => ({ id: row.teacher_id, firstName: row.teacher_first_name, lastName: row.teacher_last_name });
const groupOf = (row: LessonRow): GroupRef | null => (row.student_group_id !== null ? { id: row.student_group_id, name: row.group_name ?? '' } : null);

/** The groups a student is in, by name. */
export async function listStudentGroupRefs(db: Database, studentId: number): Promise<GroupRef[]> {
  const rows = await db
    .selectFrom('student_group_students as gs')
    .innerJoin('student_groups as g', 'g.id', 'gs.student_group_id')
    .select(['g.id', 'g.name'])
    .where('gs.student_id', '=', studentId)
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();
  return rows;
}

/** Lessons of a learner (their own and their groups') that have not ended by `now`, nearest first. */
async function upcomingLessonsOfStudent(db: Database, studentId: number, now: Date, limit: number): Promise<LessonRow[]> {
  return lessonsQuery(db)
    .where((eb) =>
      eb.or([
        eb('a.student_id', '=', studentId),
        eb('a.student_group_id', 'in', eb.selectFrom('student_group_students').select('student_group_id').where('student_id', '=', studentId)),
      ]),
    )
    .where(sql<boolean>`a.date + make_interval(mins => coalesce(f.duration_mins, ${DEFAULT_LESSON_MINUTES})) > ${now}`)
    .orderBy('a.date')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/** One appointment with its lesson facts, or null. */
export async function findLesson(db: Database, appointmentId: number): Promise<LessonRow | null> {
  return (await lessonsQuery(db).where('a.id', '=', appointmentId).executeTakeFirst()) ?? null;
}

function toUpcomingLesson(row: LessonRow): UpcomingLesson {
  return {
    id: row.id,
    date: row.date.toISOString(),
    durationMins: durationOf(row),
    formatName: row.format_name,
    teacher: teacherOf(row),
    group: groupOf(row),
  };
}

/** Reports of a student's own lessons and of their groups' lessons. */
function reportsOfStudent(db: Database, studentId: number) {
  return db
    .selectFrom('reports as r')
    .where((eb) =>
      eb.or([
        eb('r.student_id', '=', studentId),
        eb('r.student_group_id', 'in', eb.selectFrom('student_group_students').select('student_group_id').where('student_id', '=', studentId)),
      ]),
    );
}

/** The latest report of the student with its homework, the student's own marks on it, and how many reports there are. */
async function latestReportOf(db: Database, studentId: number): Promise<{ report: LatestReport | null; count: number }> {
  const row = await reportsOfStudent(db, studentId)
    .innerJoin('users as t', 't.id', 'r.teacher_id')
    .innerJoin('report_full_types as f', 'f.id', 'r.full_type_id')
    .leftJoin('student_groups as g', 'g.id', 'r.student_group_id')
    .select((eb) => [
      'r.id',
      'r.date',
      'r.teacher_id',
      't.first_name',
      't.last_name',
      'f.name as format_name',
      'r.student_group_id',
      'g.name as group_name',
      sql<number>`count(*) over ()`.as('total'),
      jsonArrayFrom(
        eb
          .selectFrom('homework_items as i')
          .innerJoin('homework_groups as hg', 'hg.id', 'i.homework_group_id')
          .leftJoin('homework_marks as m', (join) =>
            join.onRef('m.report_id', '=', 'hg.report_id').onRef('m.header', '=', 'i.header').on('m.student_id', '=', studentId),
          )
          .select(['i.header', 'i.body', 'hg.header as section', sql<boolean>`m.student_id is not null`.as('done')])
          .whereRef('hg.report_id', '=', 'r.id')
          .orderBy('hg.index')
          .orderBy('hg.id')
          .orderBy('i.index')
          .orderBy('i.id'),
      ).as('homework'),
    ])
    .orderBy('r.date', 'desc')
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { report: null, count: 0 };
  const tasks: HomeworkTask[] = row.homework.map((h) => ({ header: h.header, body: h.body, section: h.section, done: Boolean(h.done) }));
  return {
    count: Number(row.total),
    report: {
      id: row.id,
      date: row.date.toISOString(),
      teacher: { id: row.teacher_id, firstName: row.first_name, lastName: row.last_name },
      formatName: row.format_name,
      group: row.student_group_id !== null ? { id: row.student_group_id, name: row.group_name ?? '' } : null,
      // Open tasks first, each part in the report's order.
      homework: [...tasks.filter((t) => !t.done), ...tasks.filter((t) => t.done)],
    },
  };
}

/** The lessons block of a learner's dashboard. */
export async function loadMyLessons(db: Database, userId: number, now: Date): Promise<MyLessons> {
  const [user, student, teachers, groups, next, latest, balances, purchase] = await Promise.all([
    db.selectFrom('users').select(['self_paying']).where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('students').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    listStudentTeachers(db, userId),
    listStudentGroupRefs(db, userId),
    upcomingLessonsOfStudent(db, userId, now, 1),
    latestReportOf(db, userId),
    listPaidReportsLeft(db, userId),
    db
      .selectFrom('transactions')
      .select('id')
      .where('student_id', '=', userId)
      .union(
        db
          .selectFrom('user_courses')
          .select(sql<number>`0`.as('id'))
          .where('user_id', '=', userId)
          .where('purchased', '=', true),
      )
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    studentId: student ? student.user_id : null,
    nextLesson: next[0] ? toUpcomingLesson(next[0]) : null,
    latestReport: latest.report,
    reportsCount: latest.count,
    teachers,
    groups,
    selfPaying: user.self_paying,
    lessonsLeft: balances,
    hasPurchases: purchase !== undefined,
  };
}

/** The report's students (its student, or its group's students) and whether the header is one of its tasks. */
export async function homeworkTaskFacts(db: Database, reportId: number, header: string): Promise<{ studentIds: number[]; hasTask: boolean } | null> {
  const row = await db
    .selectFrom('reports as r')
    .select((eb) => [
      sql<
        number[]
      >`case when r.student_id is not null then array[r.student_id] else array(select gs.student_id from student_group_students gs where gs.student_group_id = r.student_group_id) end`.as(
        'student_ids',
      ),
      eb
        .exists(
          eb
            .selectFrom('homework_items as i')
            .innerJoin('homework_groups as hg', 'hg.id', 'i.homework_group_id')
            .select('i.id')
            .whereRef('hg.report_id', '=', 'r.id')
            .where('i.header', '=', header),
        )
        .as('has_task'),
    ])
    .where('r.id', '=', reportId)
    .executeTakeFirst();
  return row ? { studentIds: row.student_ids, hasTask: Boolean(row.has_task) } : null;
}

export async function setHomeworkMark(db: Database, args: { studentId: number; reportId: number; header: string; done: boolean; now: Date }): Promise<void> {
  if (args.done) {
    await db
      .insertInto('homework_marks')
      .values({ student_id: args.studentId, report_id: args.reportId, header: args.header, done_at: args.now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('homework_marks')
      .where('student_id', '=', args.studentId)
      .where('report_id', '=', args.reportId)
      .where('header', '=', args.header)
      .execute();
  }
}

/** A teacher's lessons (their own, and those of the groups they teach) in [from, to), by time. */
export async function teacherAgenda(db: Database, teacherId: number, from: Date, to: Date): Promise<AgendaLesson[]> {
  const rows = await lessonsOfTeacher(db, teacherId)
    .where('a.date', '>=', from)
    .where('a.date', '<', to)
    .select((eb) =>
      eb
        .selectFrom('student_group_students as gs')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('gs.student_group_id', '=', 'a.student_group_id')
        .as('group_size'),
    )
    .orderBy('a.date')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.date.toISOString(),
    durationMins: durationOf(row),
    formatName: row.format_name,
    student: row.student_id !== null ? { id: row.student_id, firstName: row.student_first_name ?? '', lastName: row.student_last_name ?? '' } : null,
    group: row.student_group_id !== null ? { id: row.student_group_id, name: row.group_name ?? '', studentsCount: Number(row.group_size ?? 0) } : null,
    calendarBound: row.google_calendar_event_id !== null,
  }));
}

function lessonsOfTeacher(db: Database, teacherId: number) {
  return lessonsQuery(db).where((eb) =>
    eb.or([
      eb('a.teacher_id', '=', teacherId),
      eb('a.student_group_id', 'in', eb.selectFrom('student_group_teachers').select('student_group_id').where('teacher_id', '=', teacherId)),
    ]),
  );
}

/** The lessons of a calendar feed: a teacher's or a learner's, from `since` on. */
export async function feedLessons(db: Database, user: { id: number; isTeacher: boolean }, since: Date): Promise<LessonRow[]> {
  const query = user.isTeacher
    ? lessonsOfTeacher(db, user.id)
    : lessonsQuery(db).where((eb) =>
        eb.or([
          eb('a.student_id', '=', user.id),
          eb('a.student_group_id', 'in', eb.selectFrom('student_group_students').select('student_group_id').where('student_id', '=', user.id)),
        ]),
      );
  return query.where('a.date', '>=', since).orderBy('a.date').orderBy('a.id').limit(2000).execute();
}

// Settings and the time zone

export async function loadLessonSettings(db: Database, userId: number): Promise<LessonSettings> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('lesson_settings as s', 's.user_id', 'u.id')
    .select(['u.time_zone', 's.remind_24h', 's.remind_1h'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { remind24h: row.remind_24h ?? true, remind1h: row.remind_1h ?? true, timeZone: row.time_zone };
}

export async function saveLessonSettings(db: Database, userId: number, settings: { remind24h: boolean; remind1h: boolean }, now: Date): Promise<void> {
  await db
    .insertInto('lesson_settings')
    .values({ user_id: userId, remind_24h: settings.remind24h, remind_1h: settings.remind1h, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ remind_24h: settings.remind24h, remind_1h: settings.remind1h, updated_at: now }))
    .execute();
}

export async function saveTimeZone(db: Database, userId: number, timeZone: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ time_zone: timeZone })
    .where('id', '=', userId)
    .where(sql<boolean>`time_zone is distinct from ${timeZone}`)
    .execute();
}

// Calendar feeds

/** A new random token: 32 bytes, URL-safe. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The user's calendar token, made on first use. */
export async function calendarToken(db: Database, userId: number, now: Date): Promise<string> {
  const existing = await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirst();
  if (existing) return existing.token;
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token: newToken(), created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db.selectFrom('calendar_feeds').select('token').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.token;
}

/** Replaces the user's token: the old address stops answering at once. */
export async function rotateCalendarToken(db: Database, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: now }))
    .execute();
  return token;
}

/** The active owner of a calendar token, with what decides which lessons the feed holds; null for an unknown token or a deactivated account. */
export async function calendarOwner(db: Database, token: string) {
  return (
    (await db
      .selectFrom('calendar_feeds as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['u.id', 'u.is_teacher', 'u.role_id', 'u.time_zone'])
      .where('c.token', '=', token)
      .where('u.deactivated_at', 'is', null)
      .executeTakeFirst()) ?? null
  );
}

/** The students a lesson or report is for: its student, or its group's students. */
export async function studentsOf(db: Database, of: { studentId: number | null; groupId: number | null }): Promise<number[]> {
  if (of.studentId !== null) return [of.studentId];
  if (of.groupId === null) return [];
  const rows = await db.selectFrom('student_group_students').select('student_id').where('student_group_id', '=', of.groupId).execute();
  return rows.map((r) => r.student_id);
}

/** What a new report's notification says: its teacher, lesson, group and homework tasks. */
export async function reportFacts(db: Database, reportId: number) {
  const row = await db
    .selectFrom('reports as r')
    .innerJoin('users as t', 't.id', 'r.teacher_id')
    .leftJoin('student_groups as g', 'g.id', 'r.student_group_id')
    .select((eb) => [
      'r.id',
      'r.date',
      'r.student_id',
      'r.student_group_id',
      't.first_name',
      't.last_name',
      'g.name as group_name',
      sql<
        string[]
      >`array(select i.header from homework_items i join homework_groups hg on hg.id = i.homework_group_id where hg.report_id = ${eb.ref('r.id')} order by hg.index, hg.id, i.index, i.id)`.as(
        'tasks',
      ),
    ])
    .where('r.id', '=', reportId)
    .executeTakeFirst();
  return row ?? null;
}

// E-mails of lessons and reports

/** What a lesson or report e-mail needs of its readers: address, name, zone, reminder settings, whether active. */
export async function mailReaders(db: Database, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users as u')
    .leftJoin('lesson_settings as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.time_zone', 'u.deactivated_at', 's.remind_24h', 's.remind_1h'])
    .where('u.id', 'in', userIds)
    .orderBy('u.id')
    .execute();
}

export type MailReader = Awaited<ReturnType<typeof mailReaders>>[number];

/**
 * Claims the reminder of a lesson (its kind and time) for one reader: true the first time, false when it
 * went already (a job that ran again).
 */
export async function claimLessonReminder(
  db: Database,
  args: { appointmentId: number; kind: '24h' | '1h'; lessonAt: Date; userId: number; now: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('lesson_reminders_sent')
    .values({ appointment_id: args.appointmentId, kind: args.kind, lesson_at: args.lessonAt, user_id: args.userId, mail_id: null, sent_at: args.now })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setLessonReminderMail(db: Database, args: { appointmentId: number; kind: '24h' | '1h'; lessonAt: Date; userId: number; mailId: number }) {
  await db
    .updateTable('lesson_reminders_sent')
    .set({ mail_id: args.mailId })
    .where('appointment_id', '=', args.appointmentId)
    .where('kind', '=', args.kind)
    .where('lesson_at', '=', args.lessonAt)
    .where('user_id', '=', args.userId)
    .execute();
}

/** The students a report's e-mail goes to: its student, or the group's students marked present. */
export async function reportMailStudents(db: Database, report: { id: number; student_id: number | null; student_group_id: number | null }): Promise<number[]> {
  if (report.student_id !== null) return [report.student_id];
  const rows = await db.selectFrom('reports_users').select('student_id').where('report_id', '=', report.id).where('status', '=', 'present').execute();
  return rows.map((r) => r.student_id);
}
