/** The wall clock of a moment in a time zone: what lesson times and the learner's days are told by. */
import { temporalApi, type ZonedClockFields } from '../schemas/time-zone';

/** A moment as a clock and a calendar on the wall show it in one zone. */
interface WallClock extends ZonedClockFields {
  /** 0 (Sunday) … 6 (Saturday). */
  weekday: number;
}

const intlClocks = new Map<string, Intl.DateTimeFormat>();

/** Read through Intl: one formatter per zone, made once. */
function intlWallClock(instant: Date, timeZone: string): WallClock {
  let format = intlClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    intlClocks.set(timeZone, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  const year = parts.year ?? 0;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0, weekday };
}

/** Read from the Date's own local fields: the runtime's zone. */
function localWallClock(instant: Date): WallClock {
  return {
    year: instant.getFullYear(),
    month: instant.getMonth() + 1,
    day: instant.getDate(),
    hour: instant.getHours(),
    minute: instant.getMinutes(),
    second: instant.getSeconds(),
    weekday: instant.getDay(),
  };
}

/**
 * The wall clock of a moment in a zone; with no zone named, in the zone the process runs in now (the
 * server renders each reader's first view in that reader's zone). A page never loads Intl's date formats
 * for it where it can help it (their first use costs 30–90 ms of one task at the start of a page here,
 * more on a phone): the runtime's own zone is read from the Date itself, a named zone through Temporal
 * where the runtime has it, else through Intl.
 */
export function wallClock(instant: Date, timeZone?: string): WallClock {
  if (timeZone === undefined) return localWallClock(instant);
  const temporal = temporalApi();
  if (!temporal) return intlWallClock(instant, timeZone);
  const z = temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
  return { year: z.year, month: z.month, day: z.day, hour: z.hour, minute: z.minute, second: z.second, weekday: z.dayOfWeek % 7 };
}
