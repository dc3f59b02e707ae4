import { afterEach, describe, expect, it, vi } from 'vitest';
import { wallClock } from './wall-clock';

const references = new Map<string, Intl.DateTimeFormat>();

/** What Intl says the wall clock of a moment in a zone is: the reference. */
function intlClock(instant: Date, timeZone: string) {
  const format =
    references.get(timeZone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    });
  references.set(timeZone, format);
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour!, minute: +parts.minute!, second: +parts.second!, weekday };
}

function withProcessZone(zone: string, run: () => void) {
  const saved = process.env.TZ;
  try {
    process.env.TZ = zone;
    run();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

// Lesson times and the learner's days are told in the reader's own zone (spec: every time shown or sent is in the reader's zone).
describe('the wall clock of a moment in a zone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const lesson = new Date('2026-03-12T16:00:00.000Z');

  it('is the zone’s own: 19:00 in Moscow is 21:00 on the same Thursday in Yekaterinburg', () => {
    expect(wallClock(lesson, 'Europe/Moscow')).toEqual({ year: 2026, month: 3, day: 12, hour: 19, minute: 0, second: 0, weekday: 4 });
    expect(wallClock(lesson, 'Asia/Yekaterinburg')).toEqual({ year: 2026, month: 3, day: 12, hour: 21, minute: 0, second: 0, weekday: 4 });
  });

  it('with no zone named, follows the zone the process runs in now', () => {
    withProcessZone('Europe/Moscow', () => expect(wallClock(lesson).hour).toBe(19));
    withProcessZone('Asia/Yekaterinburg', () => expect(wallClock(lesson).hour).toBe(21));
  });

  it('with no zone named is read without Intl, and agrees with Intl four times a day for a year with clock changes', () => {
    for (const zone of ['Europe/London', 'America/New_York', 'Asia/Kolkata']) {
      const moments = Array.from({ length: 366 * 4 }, (_, h) => new Date(Date.UTC(2026, 0, 1, 6 * h + (h % 5), 7, 30)));
      const expected = moments.map((m) => intlClock(m, zone));
      withProcessZone(zone, () => {
        const intl = vi.spyOn(Intl, 'DateTimeFormat');
        expect(moments.map((m) => wallClock(m))).toEqual(expected);
        expect(intl).not.toHaveBeenCalled();
        intl.mockRestore();
      });
    }
  });

  it('in a named zone is read through Intl where the runtime has no Temporal, across a clock change', () => {
    vi.stubGlobal('Temporal', undefined);
    // The UK moves its clocks on 29 March 2026 at 01:00 UTC.
    expect(wallClock(new Date('2026-03-29T00:59:59.000Z'), 'Europe/London')).toMatchObject({ day: 29, hour: 0, minute: 59, weekday: 0 });
    expect(wallClock(new Date('2026-03-29T01:00:00.000Z'), 'Europe/London')).toMatchObject({ day: 29, hour: 2, minute: 0, weekday: 0 });
    expect(wallClock(new Date('2026-12-31T21:30:00.000Z'), 'Europe/Moscow')).toEqual(intlClock(new Date('2026-12-31T21:30:00.000Z'), 'Europe/Moscow'));
  });

  it('in a named zone is read through Temporal where the runtime has it, not Intl', () => {
    const asked: [number, string][] = [];
    const sundayInLondon = { year: 2026, month: 3, day: 29, hour: 2, minute: 0, second: 0, dayOfWeek: 7 };
    vi.stubGlobal('Temporal', {
      Instant: { fromEpochMilliseconds: (ms: number) => ({ toZonedDateTimeISO: (zone: string) => (asked.push([ms, zone]), sundayInLondon) }) },
    });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    const moment = new Date('2026-03-29T01:00:00.000Z');
    expect(wallClock(moment, 'Europe/London')).toEqual({ year: 2026, month: 3, day: 29, hour: 2, minute: 0, second: 0, weekday: 0 });
    expect(asked).toEqual([[moment.getTime(), 'Europe/London']]);
    expect(intl).not.toHaveBeenCalled();
  });

  it('refuses a zone that does not exist', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(() => wallClock(lesson, 'Mars/Olympus')).toThrow(RangeError);
  });
});
