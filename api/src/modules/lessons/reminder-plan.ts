/**
 * When the e-mail reminders of a lesson go out: 24 hours and 1 hour before it. A lesson set (or moved)
 * later than that gets only what still makes sense: a late 24-hour reminder at once while the lesson is
 * more than 2 hours away (the 1-hour one follows), a late 1-hour reminder at once while it is more than
 * 10 minutes away; otherwise nothing.
 */

export type ReminderKind = '24h' | '1h';

const REMINDER_KINDS: readonly ReminderKind[] = ['24h', '1h'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const RULES: Record<ReminderKind, { before: number; lateUntil: number }> = {
  '24h': { before: 24 * HOUR, lateUntil: 2 * HOUR },
  '1h': { before: HOUR, lateUntil: 10 * MINUTE },
};

interface PlannedReminder {
  kind: ReminderKind;
  /** When the reminder is due (at once when this is not later than `now`). */
  runAt: Date;
}

export function reminderPlan(lessonAt: Date, now: Date): PlannedReminder[] {
  const plan: PlannedReminder[] = [];
  for (const kind of REMINDER_KINDS) {
    const rule = RULES[kind];
    const due = new Date(lessonAt.getTime() - rule.before);
    if (due.getTime() > now.getTime()) plan.push({ kind, runAt: due });
    else if (lessonAt.getTime() - now.getTime() > rule.lateUntil) plan.push({ kind, runAt: now });
  }
  return plan;
}

/**
 * A reminder that runs (maybe late: the school was down, a retry) is still worth sending: the same rule
 * as when it was planned, at the moment it runs. A day reminder that runs 40 minutes before the lesson
 * is not sent (the hour one says it).
 */
export function stillDue(kind: ReminderKind, lessonAt: Date, now: Date): boolean {
  return reminderPlan(lessonAt, now).some((reminder) => reminder.kind === kind);
}

/** The key that makes a reminder once per lesson, kind and time: a moved lesson gets new keys, so new reminders. */
export function reminderKey(appointmentId: number, kind: ReminderKind, lessonAt: Date): string {
  return `lesson:${appointmentId}:${kind}:${lessonAt.toISOString()}`;
}
