/** Time-zone names the browser reports and the server keeps (lesson reminders, calendar feeds). */

/** A moment as a calendar and a clock show it in one zone. */
export interface ZonedClockFields {
  year: number;
  /** 1 (January) … 12 (December). */
  month: number;
  day: number;
  /** 0 … 23. */
  hour: number;
  minute: number;
  second: number;
}

/** A moment's fields in a zone, as Temporal gives them. */
interface TemporalZonedFields extends ZonedClockFields {
  /** 1 (Monday) … 7 (Sunday). */
  dayOfWeek: number;
}

/** The part of Temporal the school reads. */
interface TemporalApi {
  Now: { timeZoneId(): string };
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): TemporalZonedFields } };
}

/**
 * Temporal, where the runtime has it (current Chromium and Firefox; not Node 24). It knows the zones
 * without Intl's date formats, whose first use costs a page 30–90 ms of one task on this machine (more
 * on a phone); where it is missing, Intl answers.
 */
export function temporalApi(): TemporalApi | undefined {
  return (globalThis as { Temporal?: TemporalApi }).Temporal;
}

/** An IANA zone name this runtime knows ('Europe/Moscow', 'America/Argentina/Buenos_Aires'); anything else is refused. */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return false;
  try {
    const temporal = temporalApi();
    if (temporal) temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(zone);
    else new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
