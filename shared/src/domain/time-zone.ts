interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The time zone this browser (or server process) runs in, 'Europe/Moscow'; null where the runtime names
 * none. Read through Temporal where the runtime has it: asking Intl loads its date formats first, which
 * costs a phone tens of milliseconds at the start of every page, and the zone is wanted before the
 * first render.
 */
export function runtimeTimeZone(): string | null {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    const zone = temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone || null;
  } catch {
    return null;
  }
}
