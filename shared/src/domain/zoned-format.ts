/** The date formats of the school's times, one per kind and zone (lesson times, the learner's days). */
import { runtimeTimeZone } from './time-zone';

const FORMATS = {
  day: ['en-US', { year: 'numeric', month: 'numeric', day: 'numeric' }],
  time: ['ru-RU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }],
  weekday: ['ru-RU', { weekday: 'long', day: 'numeric', month: 'long' }],
  clock: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per kind and zone, made once: a dashboard words each lesson with them, the daily review
 * counts its days by the wall clock. With no zone named, the zone the process runs in now: the server
 * renders each reader's first view in that reader's zone, so a formatter made for an earlier reader is
 * not reused.
 */
export function zonedFormat(kind: keyof typeof FORMATS, timeZone: string | undefined): Intl.DateTimeFormat {
  const zone = timeZone ?? runtimeTimeZone() ?? undefined;
  const key = `${kind} ${zone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    const [locale, options] = FORMATS[kind];
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}
