import { describe, expect, it } from 'vitest';
import type { AgendaLesson } from '@school/shared/schemas';
import { agendaRange, isUnderWay, splitAgenda } from './agenda';

const lesson = (date: Date, id = 1): AgendaLesson => ({
  id,
  date: date.toISOString(),
  durationMins: 50,
  formatName: null,
  student: null,
  group: null,
  calendarBound: false,
});

/** Issue «Lessons in reach»: the teacher home shows today's and this week's lessons. */
describe('the teacher’s agenda', () => {
  it('covers today from midnight and the rest of the week to Sunday night', () => {
    const tuesday = new Date(2026, 2, 10, 9, 30);
    expect(agendaRange(tuesday)).toEqual({ from: new Date(2026, 2, 10), tomorrow: new Date(2026, 2, 11), to: new Date(2026, 2, 16) });
    const sunday = new Date(2026, 2, 15, 22, 0);
    expect(agendaRange(sunday).to).toEqual(new Date(2026, 2, 16));
    const monday = new Date(2026, 2, 16, 8, 0);
    expect(agendaRange(monday).to).toEqual(new Date(2026, 2, 23));
  });

  it('puts lessons before tomorrow into today and the rest into the week', () => {
    const { today, week } = splitAgenda([lesson(new Date(2026, 2, 10, 19), 1), lesson(new Date(2026, 2, 12, 9), 2)], new Date(2026, 2, 11));
    expect(today.map((l) => l.id)).toEqual([1]);
    expect(week.map((l) => l.id)).toEqual([2]);
  });

  it('knows a lesson under way', () => {
    const start = new Date(2026, 2, 10, 19);
    expect(isUnderWay(lesson(start), new Date(2026, 2, 10, 19, 30))).toBe(true);
    expect(isUnderWay(lesson(start), new Date(2026, 2, 10, 19, 50))).toBe(false);
    expect(isUnderWay(lesson(start), new Date(2026, 2, 10, 18, 59))).toBe(false);
  });
});
