import type { Database } from '../../db/database';
import type { AppDeps } from '../../http/context';
import { queueMail } from '../../mail/outbox';
import { mailTemplates } from '../../mail/templates';
import { insertNotifications, type NewNotification } from '../notifications/repository';
import { planLessonReminders, readerZone } from './reminders';
import { findLesson, mailReaders, reportFacts, reportMailStudents, studentsOf, type LessonRow } from './repository';

/**
 * What happens when a lesson is set, moved or cancelled, or a report is written: its students hear of
 * it in the notification centre, its e-mail reminders are planned (reminders.ts), and a report's
 * students get an e-mail — all in the transaction of the change itself.
 */

type LessonChange = { kind: 'set'; lesson: LessonRow } | { kind: 'moved'; lesson: LessonRow; previousDate: Date } | { kind: 'cancelled'; lesson: LessonRow };

const personName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** Where a lesson's notification leads: the dashboard's next lesson, or the group's page. */
function lessonLink(lesson: LessonRow): string {
  return lesson.student_group_id !== null ? `/lms/student-groups/${lesson.student_group_id}` : '/lms/dashboard';
}

async function lessonChanged(db: Database, change: LessonChange, now: Date): Promise<void> {
  const { lesson } = change;
  // A lesson that is over already is history: removing it tells nobody.
  if (change.kind === 'cancelled' && lesson.date.getTime() <= now.getTime()) return;
  const students = await studentsOf(db, { studentId: lesson.student_id, groupId: lesson.student_group_id });
  const fields = {
    date: lesson.date.toISOString(),
    teacherName: personName(lesson.teacher_first_name, lesson.teacher_last_name),
    groupName: lesson.group_name,
  };
  const event =
    change.kind === 'set'
      ? ({ kind: 'lesson-set', ...fields } as const)
      : change.kind === 'moved'
        ? ({ kind: 'lesson-moved', previousDate: change.previousDate.toISOString(), ...fields } as const)
        : ({ kind: 'lesson-cancelled', ...fields } as const);
  await insertNotifications(
    db,
    students.map((userId): NewNotification => ({ userId, event, link: lessonLink(lesson), createdAt: now })),
  );
}

/**
 * A new report: its student (or its group's students) read who wrote it and the homework in the
 * notification centre; its student (a group report's students who were present) get «Новый отчёт об
 * уроке» by e-mail, through the outbox, in the same transaction.
 */
export async function reportWritten(db: Database, ctx: LessonEventContext, reportId: number): Promise<void> {
  const now = ctx.now;
  const report = await reportFacts(db, reportId);
  if (!report) return;
  const students = await studentsOf(db, { studentId: report.student_id, groupId: report.student_group_id });
  const link = report.student_group_id !== null ? `/lms/student-groups/${report.student_group_id}` : `/lms/students/${report.student_id}`;
  const event = {
    kind: 'report-new',
    reportId: report.id,
    lessonDate: report.date.toISOString(),
    teacherName: personName(report.first_name, report.last_name),
    groupName: report.group_name,
    homework: report.tasks.slice(0, 10).map((task) => (task.length > 200 ? `${task.slice(0, 199)}…` : task)),
  } as const;
  await insertNotifications(
    db,
    students.map((userId): NewNotification => ({ userId, event, link, createdAt: now })),
  );
  const readers = await mailReaders(db, await reportMailStudents(db, report));
  for (const reader of readers) {
    if (reader.deactivated_at !== null || !reader.email) continue;
    await queueMail(db, ctx.deps, {
      kind: 'report-new',
      to: reader.email,
      userId: reader.id,
      content: mailTemplates.reportNew({
        firstName: reader.first_name,
        teacherName: event.teacherName,
        lessonAt: report.date,
        timeZone: readerZone(reader.time_zone),
        groupName: report.group_name,
        homework: event.homework,
        url: `${ctx.deps.config.mail.publicUrl}/lms/students/${reader.id}`,
      }),
    });
  }
}

/** What the lesson hooks need of the request: its clock, the configuration and the job queue. */
interface LessonEventContext {
  now: Date;
  deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'jobs'>;
}

/**
 * A lesson was set (`previousDate` null) or saved again: its students hear of a new lesson or a new
 * time, and its reminders are planned for that time (the old time's jobs find the lesson moved and send
 * nothing). Call it in the transaction that saved the appointment.
 */
export async function lessonSaved(db: Database, ctx: LessonEventContext, args: { appointmentId: number; previousDate: Date | null }): Promise<void> {
  const lesson = await findLesson(db, args.appointmentId);
  if (!lesson) return;
  if (args.previousDate === null) await lessonChanged(db, { kind: 'set', lesson }, ctx.now);
  else if (args.previousDate.getTime() !== lesson.date.getTime()) await lessonChanged(db, { kind: 'moved', lesson, previousDate: args.previousDate }, ctx.now);
  // Keyed by lesson, kind and time: saving it again at the same time plans nothing new.
  await planLessonReminders(db, ctx.deps, lesson);
}

/**
 * Deletes a lesson through `remove` and tells its students it is cancelled, in one transaction. The
 * lesson is read before it goes.
 */
export async function lessonRemoved(db: Database, ctx: LessonEventContext, appointmentId: number, remove: (db: Database) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const lesson = await findLesson(trx, appointmentId);
    await remove(trx);
    if (lesson) await lessonChanged(trx, { kind: 'cancelled', lesson }, ctx.now);
  });
}
