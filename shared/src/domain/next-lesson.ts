import { formatISO } from 'date-fns';

const OFFSET = /(Z|([+-])(\d{2}):?(\d{2})?)$/;

/**
 * The next-lesson rule on a timestamp as the browser sends it ('2026-11-21T09:30:00+03:00'): valid
 * unless its day, in the sender's own time zone, has already ended. The server uses this, so a lesson
 * late tonight in Moscow is not refused by a server that keeps UTC.
 */
export function isNotInPastDayAt(iso: string, now: Date): boolean {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return false;
  const match = OFFSET.exec(iso);
  let offsetMs = 0;
  if (match && match[1] !== 'Z') {
    const sign = match[2] === '-' ? -1 : 1;
    offsetMs = sign * (Number(match[3]) * 60 + Number(match[4] ?? 0)) * 60_000;
  }
  const wall = new Date(instant + offsetMs);
  const endOfDayWall = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), 23, 59, 59, 999);
  return endOfDayWall - offsetMs >= now.getTime();
}

/** A local date as ISO 8601 with the browser's offset: what the next-lesson calls send. */
export function toOffsetIso(date: Date): string {
  return formatISO(date);
}
