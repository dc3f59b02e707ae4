export { TIME_ZONE_COOKIE } from '@school/shared/pages';

/**
 * The reader's time zone for a first view rendered here: dates and times on the page are the reader's
 * own (date-fns formats in the zone of the process), so the server renders in the zone the browser
 * reported (the `school-tz` cookie the app sets) or not at all.
 */

/** An IANA zone name this runtime knows ('Europe/Moscow'); anything else is refused. */
export function isTimeZone(zone: string | undefined): zone is string {
  if (!zone || zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a synchronous render in a time zone. Node applies a change of TZ at once, and nothing else runs
 * while the render does (no other request sees the zone).
 */
export function inTimeZone<T>(zone: string, run: () => T): T {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  try {
    return run();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}
