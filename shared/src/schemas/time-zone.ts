/** Time-zone names the browser reports and the server keeps (lesson reminders, calendar feeds). */

/** An IANA zone name this runtime knows ('Europe/Moscow', 'America/Argentina/Buenos_Aires'); anything else is refused. */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
