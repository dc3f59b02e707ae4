/**
 * Times of lessons in the reader's own zone: the dashboard, the notification centre (the browser's
 * zone) and e-mails and calendar feeds (the zone the user's browser last reported) word a moment the
 * same way. A lesson at 19:00 in Moscow is 21:00 for a reader in Yekaterinburg.
 */
import { dayForms, pluralCount } from '../texts';
import { wallClock } from './wall-clock';

/** The school's zone: times of a user whose browser never reported one. */
export const SCHOOL_TIME_ZONE = 'Europe/Moscow';

/** Names of the days of the week from Sunday, and of the months in the genitive («12 марта»), as Intl's ru-RU words them. */
const WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'] as const;
const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'] as const;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Calendar days from `now`'s day to `date`'s day in the zone: 0 today, 1 tomorrow, −1 yesterday. */
export function calendarDaysBetween(now: Date, date: Date, timeZone?: string): number {
  const a = wallClock(now, timeZone);
  const b = wallClock(date, timeZone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** '19:00' in the zone. */
export function formatZonedTime(date: Date, timeZone?: string): string {
  const clock = wallClock(date, timeZone);
  return `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

/** '12 марта' in the zone. */
export function formatDayMonth(date: Date, timeZone?: string): string {
  const clock = wallClock(date, timeZone);
  return `${clock.day} ${MONTHS[clock.month - 1]}`;
}

/** 'четверг, 12 марта' in the zone. */
export function formatZonedDay(date: Date, timeZone?: string): string {
  return `${WEEKDAYS[wallClock(date, timeZone).weekday]}, ${formatDayMonth(date, timeZone)}`;
}

/** 'четверг, 12 марта, 19:00' in the zone. */
export function formatZonedDateTime(date: Date, timeZone?: string): string {
  return `${formatZonedDay(date, timeZone)}, ${formatZonedTime(date, timeZone)}`;
}

/**
 * When a lesson is, as a learner says it: «сегодня в 19:00», «завтра в 9:30», «через 2 дня»,
 * «через 12 дней»; a lesson that began already is «сегодня в 19:00» on its day and its date after.
 */
export function lessonWhen(date: Date, now: Date, timeZone?: string): string {
  const days = calendarDaysBetween(now, date, timeZone);
  const time = formatZonedTime(date, timeZone);
  if (days === 0) return `сегодня в ${time}`;
  if (days === 1) return `завтра в ${time}`;
  if (days > 1) return `через ${pluralCount(days, dayForms)}`;
  return formatZonedDateTime(date, timeZone);
}
