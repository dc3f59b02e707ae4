import { SCHOOL_TIME_ZONE } from './lesson-time';
import { knownRuntimeTimeZone } from './time-zone';
import { wallClock } from './wall-clock';

/**
 * The learner's days: calendar days and their bounds in the learner's time zone (the daily review
 * counts its days so; anything else may too). No library: the runtime knows the zones (wall-clock.ts).
 */

/** The learner's time zone as the browser (or the first view's render) knows it; Moscow when it is unknown. */
export function browserTimeZone(): string {
  return knownRuntimeTimeZone() ?? SCHOOL_TIME_ZONE;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock of an instant in a zone as milliseconds of a UTC date with the same fields. */
function wallClockMs(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
}

/** The calendar day of an instant in a time zone: '2026-11-25'. */
export function localDate(instant: Date, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/** A calendar day n days after another: addDays('2026-12-31', 1) = '2027-01-01'. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The instant a calendar day begins in a time zone (midnight, or the first moment after it on a day a clock jumps). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const midnight = Date.UTC(y!, m! - 1, d!);
  // The zone's offset near that midnight, found from the wall clock there, twice (an offset may change on the day).
  let guess = midnight;
  for (let i = 0; i < 2; i++) {
    const offset = wallClockMs(new Date(guess), timeZone) - Math.floor(guess / 1000) * 1000;
    guess = midnight - offset;
  }
  return new Date(guess);
}

/** The first instant of the day after the instant's day: the end of "today" for a learner. */
export function endOfLocalDay(instant: Date, timeZone: string): Date {
  return startOfLocalDay(addDays(localDate(instant, timeZone), 1), timeZone);
}

/** Days in a row with reviews up to today (or up to yesterday, when today has none yet). */
export function reviewStreak(practised: ReadonlySet<string>, today: string): number {
  let day = practised.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (practised.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}
