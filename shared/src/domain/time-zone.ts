import { isKnownTimeZone, temporalApi } from '../schemas/time-zone';

/**
 * The time zone this browser (or server process) runs in, 'Europe/Moscow'; null where the runtime names
 * none. Read through Temporal where the runtime has it: asking Intl loads its date formats first, which
 * costs a phone tens of milliseconds at the start of every page, and the zone is wanted before the
 * first render.
 */
export function runtimeTimeZone(): string | null {
  try {
    const temporal = temporalApi();
    const zone = temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone || null;
  } catch {
    return null;
  }
}

/** The runtime's zone when it is one the school knows (the server accepts it); null otherwise. */
export function knownRuntimeTimeZone(): string | null {
  const zone = runtimeTimeZone();
  return isKnownTimeZone(zone) ? zone : null;
}
