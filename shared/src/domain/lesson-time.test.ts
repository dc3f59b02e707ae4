import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, formatDayMonth, formatZonedDateTime, formatZonedDay, formatZonedTime, lessonWhen } from './lesson-time';

/** The rule "every time shown or sent is in the reader's zone": two zones and one with daylight saving. */
describe('lesson times in the reader’s zone', () => {
  // 19:00 in Moscow (UTC+3 all year).
  const lesson = new Date('2026-03-12T16:00:00.000Z');

  it('shows a lesson at 19:00 in Moscow as 21:00 in Yekaterinburg', () => {
    expect(formatZonedDateTime(lesson, 'Europe/Moscow')).toBe('четверг, 12 марта, 19:00');
    expect(formatZonedDateTime(lesson, 'Asia/Yekaterinburg')).toBe('четверг, 12 марта, 21:00');
  });

  it('says «сегодня», «завтра» and «через N дней» by the reader’s calendar day', () => {
    const morning = new Date('2026-03-12T06:00:00.000Z');
    expect(lessonWhen(lesson, morning, 'Europe/Moscow')).toBe('сегодня в 19:00');
    expect(lessonWhen(lesson, new Date('2026-03-11T06:00:00.000Z'), 'Europe/Moscow')).toBe('завтра в 19:00');
    expect(lessonWhen(lesson, new Date('2026-03-10T06:00:00.000Z'), 'Europe/Moscow')).toBe('через 2 дня');
    expect(lessonWhen(lesson, new Date('2026-03-07T06:00:00.000Z'), 'Europe/Moscow')).toBe('через 5 дней');
    expect(lessonWhen(lesson, new Date('2026-02-20T06:00:00.000Z'), 'Europe/Moscow')).toBe('через 20 дней');
    expect(lessonWhen(lesson, new Date('2026-03-14T06:00:00.000Z'), 'Europe/Moscow')).toBe('четверг, 12 марта, 19:00');
  });

  it('counts days where the reader is: 23:30 in Moscow is already tomorrow in Yekaterinburg', () => {
    const late = new Date('2026-03-12T20:30:00.000Z'); // 23:30 Moscow, 01:30 on the 13th in Yekaterinburg
    const now = new Date('2026-03-12T10:00:00.000Z');
    expect(lessonWhen(late, now, 'Europe/Moscow')).toBe('сегодня в 23:30');
    expect(lessonWhen(late, now, 'Asia/Yekaterinburg')).toBe('завтра в 01:30');
  });

  it('follows daylight saving: the same 17:00 UTC is 17:00 in London before the change and 18:00 after', () => {
    // The UK moves its clocks on 29 March 2026 at 01:00 UTC.
    expect(formatZonedDateTime(new Date('2026-03-28T17:00:00.000Z'), 'Europe/London')).toBe('суббота, 28 марта, 17:00');
    expect(formatZonedDateTime(new Date('2026-03-29T17:00:00.000Z'), 'Europe/London')).toBe('воскресенье, 29 марта, 18:00');
    // Across the change, 24 hours are still one calendar day.
    expect(calendarDaysBetween(new Date('2026-03-28T17:00:00.000Z'), new Date('2026-03-29T16:00:00.000Z'), 'Europe/London')).toBe(1);
    expect(lessonWhen(new Date('2026-03-29T17:00:00.000Z'), new Date('2026-03-28T17:00:00.000Z'), 'Europe/London')).toBe('завтра в 18:00');
  });

  it('with no zone named, words a time in the zone the process runs in now, also after it changed', () => {
    // The server renders each reader's first view in that reader's zone (TZ for the render).
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'Europe/Moscow';
      expect(lessonWhen(lesson, new Date('2026-03-12T10:00:00.000Z'))).toBe('сегодня в 19:00');
      process.env.TZ = 'Asia/Yekaterinburg';
      expect(lessonWhen(lesson, new Date('2026-03-12T10:00:00.000Z'))).toBe('сегодня в 21:00');
      expect(lessonWhen(new Date('2026-03-12T20:30:00.000Z'), new Date('2026-03-12T10:00:00.000Z'))).toBe('завтра в 01:30');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('words every day of a year and every hour as Intl’s Russian does, without asking it', () => {
    const zone = 'Asia/Yekaterinburg';
    const days = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i, i % 24, (i * 7) % 60)));
    const ru = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('ru-RU', { ...options, timeZone: zone });
    const weekday = ru({ weekday: 'long', day: 'numeric', month: 'long' });
    const dayMonth = ru({ day: 'numeric', month: 'long' });
    const time = ru({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(days.map((d) => formatZonedDay(d, zone))).toEqual(days.map((d) => weekday.format(d)));
    expect(days.map((d) => formatDayMonth(d, zone))).toEqual(days.map((d) => dayMonth.format(d)));
    expect(days.map((d) => formatZonedTime(d, zone))).toEqual(days.map((d) => time.format(d)));
  });
});
