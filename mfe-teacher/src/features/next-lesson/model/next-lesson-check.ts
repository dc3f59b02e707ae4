import { parseDateTime } from '@school/shared/domain';
import { validationTexts } from '@school/shared/texts';

/* The next-lesson form's own check (teacher-and-company §5); the server applies the same day rule with `isNotInPastDayAt`. */

/** A next-lesson date is valid unless its day has already ended (the next local midnight compared with now). */
export function isNotInPastDay(date: Date, now: Date): boolean {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime() > now.getTime();
}

type NextLessonCheck = { ok: true; date: Date } | { ok: false; field: 'date' | 'time'; message: string };

/** Checks the next-lesson form ('dd.MM.yyyy', 'HH:mm'): a real date and time, and not a past day. */
export function checkNextLesson(date: string, time: string, now: Date): NextLessonCheck {
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(date) || !parseDateTime(date, '00:00')) {
    return { ok: false, field: 'date', message: validationTexts.dateInvalid };
  }
  if (!/^\d{2}:\d{2}$/.test(time) || !parseDateTime(date, time)) {
    return { ok: false, field: 'time', message: validationTexts.timeInvalid };
  }
  const parsed = parseDateTime(date, time)!;
  if (!isNotInPastDay(parsed, now)) return { ok: false, field: 'date', message: validationTexts.nextLessonInPast };
  return { ok: true, date: parsed };
}
