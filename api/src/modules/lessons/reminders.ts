import * as v from 'valibot';
import { SCHOOL_TIME_ZONE } from '@school/shared/domain';
import { isKnownTimeZone } from '@school/shared/schemas';
import { now as schoolNow } from '../../clock';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../http/context';
import { defineJob, jobWorker, type JobWorker } from '../../jobs/queue';
import { queueMail } from '../../mail/outbox';
import { mailTemplates, type ReaderZone } from '../../mail/templates';
import { reminderKey, reminderPlan, stillDue, type ReminderKind } from './reminder-plan';
import { claimLessonReminder, findLesson, mailReaders, setLessonReminderMail, studentsOf, type LessonRow, type MailReader } from './repository';

/**
 * E-mail reminders of lessons, 24 hours and 1 hour before (reminder-plan.ts says when). Each is a job
 * `lessons.remind { appointmentId, kind, lessonAt }` sent in the transaction that sets or moves the
 * lesson, keyed by lesson, kind and time: a second save at the same time plans nothing new, a move
 * plans new ones. When a job runs it sends only while the lesson still exists at that very time and the
 * reminder still makes sense (reminder-plan.ts, `stillDue`), to each reader whose settings want it and whose account is active; a row per reader in
 * `lesson_reminders_sent`, written with the message, makes it once even if the job runs again.
 */

export const lessonReminderJob = defineJob({
  name: 'lessons.remind',
  schema: v.object({
    appointmentId: v.pipe(v.number(), v.integer(), v.minValue(1)),
    kind: v.picklist(['24h', '1h'] as const),
    lessonAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
  retry: { limit: 8, delaySeconds: 30, backoff: true, maxDelaySeconds: 10 * 60 },
  expireInSeconds: 5 * 60,
});

type ReminderDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'jobs'>;

const personName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The zone a reader sees times in: their own when their browser reported one, else Moscow. */
export function readerZone(timeZone: string | null): ReaderZone {
  return isKnownTimeZone(timeZone) ? { zone: timeZone, own: true } : { zone: SCHOOL_TIME_ZONE, own: false };
}

/**
 * Plans the reminders of a lesson that was just set or moved, through `db` (the saving transaction).
 * Without a job queue (a tool that saves lessons) nothing is planned.
 */
export async function planLessonReminders(db: Database, deps: ReminderDeps, lesson: Pick<LessonRow, 'id' | 'date'>): Promise<void> {
  if (!deps.jobs) return;
  const at = await schoolNow({ ...deps, db });
  for (const reminder of reminderPlan(lesson.date, at)) {
    // pg-boss waits by the database's clock: the same delay from the real now (the school's clock may be a test clock).
    const delay = Math.max(0, reminder.runAt.getTime() - at.getTime());
    await deps.jobs.send(
      db,
      lessonReminderJob,
      { appointmentId: lesson.id, kind: reminder.kind, lessonAt: lesson.date.toISOString() },
      {
        key: reminderKey(lesson.id, reminder.kind, lesson.date),
        keyExpiresAt: new Date(lesson.date.getTime() + 7 * 86_400_000),
        startAfter: new Date(Date.now() + delay),
      },
    );
  }
}

function wants(reader: MailReader, kind: ReminderKind): boolean {
  if (reader.deactivated_at !== null || !reader.email) return false;
  return kind === '24h' ? (reader.remind_24h ?? true) : (reader.remind_1h ?? true);
}

/** Sends one reminder of a lesson to its students and its teacher; see the module's comment. */
async function sendLessonReminder(deps: ReminderDeps, job: { appointmentId: number; kind: ReminderKind; lessonAt: string }): Promise<number> {
  const lessonAt = new Date(job.lessonAt);
  const at = await schoolNow(deps);
  const lesson = await findLesson(deps.db, job.appointmentId);
  if (!lesson || lesson.date.getTime() !== lessonAt.getTime() || !stillDue(job.kind, lesson.date, at)) return 0;
  const students = await studentsOf(deps.db, { studentId: lesson.student_id, groupId: lesson.student_group_id });
  const readers = await mailReaders(deps.db, [...new Set([...students, lesson.teacher_id])]);
  const publicUrl = deps.config.mail.publicUrl;
  const teacherName = personName(lesson.teacher_first_name, lesson.teacher_last_name);
  const studentName = lesson.student_id !== null ? personName(lesson.student_first_name, lesson.student_last_name) : null;
  let sent = 0;
  await deps.db.transaction().execute(async (trx) => {
    for (const reader of readers) {
      if (!wants(reader, job.kind)) continue;
      const asTeacher = reader.id === lesson.teacher_id;
      const claim = { appointmentId: lesson.id, kind: job.kind, lessonAt, userId: reader.id };
      if (!(await claimLessonReminder(trx, { ...claim, now: at }))) continue;
      const path = asTeacher
        ? lesson.student_group_id !== null
          ? `/lms/student-groups/${lesson.student_group_id}`
          : `/lms/students/${lesson.student_id}`
        : lesson.student_group_id !== null
          ? `/lms/student-groups/${lesson.student_group_id}`
          : '/lms/dashboard';
      const mailId = await queueMail(trx, deps, {
        kind: 'lesson-reminder',
        to: reader.email,
        userId: reader.id,
        content: mailTemplates.lessonReminder({
          kind: job.kind,
          reader: asTeacher ? 'teacher' : 'student',
          firstName: reader.first_name,
          lessonAt,
          now: at,
          timeZone: readerZone(reader.time_zone),
          teacherName,
          studentName,
          groupName: lesson.student_group_id !== null ? (lesson.group_name ?? '') : null,
          url: `${publicUrl}${path}`,
        }),
      });
      await setLessonReminderMail(trx, { ...claim, mailId });
      sent++;
    }
  });
  return sent;
}

/** The worker of `lessons.remind`, on every instance. */
export function lessonReminderWorker(deps: ReminderDeps): JobWorker {
  return jobWorker(lessonReminderJob, async (data) => {
    await sendLessonReminder(deps, data);
  });
}
