import { describe, expect, it } from 'vitest';
import { addDays, endOfLocalDay, localDate, reviewStreak, startOfLocalDay } from './days';
import { newCardsAllowed, newSchedule, rateSchedule } from './review';

/** The scheduling glue against ts-fsrs (FSRS, target retention 0.9): docs/decisions.md, «Daily review». */
describe('the review schedule', () => {
  const start = new Date('2026-11-25T09:00:00Z');
  const ms = (iso: string, from: Date) => new Date(iso).getTime() - from.getTime();

  it('a card rated Хорошо three times comes back later each time', () => {
    let schedule = newSchedule(start);
    let at = start;
    const intervals: number[] = [];
    for (let i = 0; i < 3; i++) {
      schedule = rateSchedule(schedule, 3, at).after;
      intervals.push(ms(schedule.due, at));
      at = new Date(schedule.due);
    }
    expect(intervals[0]).toBe(10 * 60_000);
    expect(intervals[1]!).toBeGreaterThan(intervals[0]!);
    expect(intervals[2]!).toBeGreaterThan(intervals[1]!);
    expect(schedule.state).toBe('review');
    expect(schedule.reps).toBe(3);
  });

  it('Снова brings it back today, new or learned', () => {
    const fresh = rateSchedule(newSchedule(start), 1, start).after;
    expect(ms(fresh.due, start)).toBe(60_000);
    expect(localDate(new Date(fresh.due), 'Europe/Moscow')).toBe(localDate(start, 'Europe/Moscow'));
    // A learned card forgotten: back into relearning, due within minutes.
    let learned = rateSchedule(newSchedule(start), 4, start).after;
    const later = new Date(learned.due);
    learned = rateSchedule(learned, 1, later).after;
    expect(learned.state).toBe('relearning');
    expect(learned.lapses).toBe(1);
    expect(ms(learned.due, later)).toBeLessThanOrEqual(10 * 60_000);
  });

  it('holds the day limit of new cards', () => {
    expect(newCardsAllowed(20, 0)).toBe(20);
    expect(newCardsAllowed(20, 19)).toBe(1);
    expect(newCardsAllowed(20, 25)).toBe(0);
    expect(newCardsAllowed(0, 0)).toBe(0);
  });
});

describe("the learner's days", () => {
  it('are counted in the learner’s time zone', () => {
    const lateEvening = new Date('2026-11-25T22:30:00Z');
    expect(localDate(lateEvening, 'Europe/Moscow')).toBe('2026-11-26');
    expect(localDate(lateEvening, 'America/New_York')).toBe('2026-11-25');
    expect(startOfLocalDay('2026-11-26', 'Europe/Moscow').toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(endOfLocalDay(lateEvening, 'Europe/Moscow').toISOString()).toBe('2026-11-26T21:00:00.000Z');
    // A day a clock jumps: New York's 8 March 2026 begins at 05:00 UTC, the next at 04:00 UTC.
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('make a streak up to today, or up to yesterday when today is not practised yet', () => {
    const days = new Set(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(reviewStreak(days, '2026-11-24')).toBe(3);
    expect(reviewStreak(days, '2026-11-25')).toBe(3);
    expect(reviewStreak(days, '2026-11-26')).toBe(0);
  });
});
