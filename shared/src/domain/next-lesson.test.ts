import { describe, expect, it } from 'vitest';
import { checkNextLesson, isNotInPastDayAt, toOffsetIso } from './next-lesson';

describe('teacher-and-company §5: next lesson on the server: the day in the sender’s time zone', () => {
  const now = new Date('2026-11-21T20:30:00.000Z'); // 23:30 in Moscow
  it('accepts a lesson earlier today in Moscow although the UTC day differs', () => {
    expect(isNotInPastDayAt('2026-11-21T01:00:00+03:00', now)).toBe(true);
  });
  it('refuses yesterday in Moscow', () => {
    expect(isNotInPastDayAt('2026-11-20T23:00:00+03:00', now)).toBe(false);
  });
  it('reads UTC timestamps as UTC days', () => {
    expect(isNotInPastDayAt('2026-11-21T00:00:00Z', now)).toBe(true);
    expect(isNotInPastDayAt('2026-11-20T23:59:00.000Z', now)).toBe(false);
  });
  it('treats a Moscow day as ended once its midnight passed', () => {
    const afterMidnight = new Date('2026-11-21T21:00:00.000Z'); // 00:00 on the 22nd in Moscow
    expect(isNotInPastDayAt('2026-11-21T10:00:00+03:00', afterMidnight)).toBe(false);
  });
  it('refuses garbage', () => {
    expect(isNotInPastDayAt('не дата', now)).toBe(false);
  });
  it('sends local dates with their offset', () => {
    expect(toOffsetIso(new Date(2026, 10, 21, 9, 30))).toMatch(/^2026-11-21T09:30:00(Z|[+-]\d{2}:\d{2})$/);
  });
});

describe('teacher-and-company §5: next-lesson form', () => {
  const now = new Date(2026, 10, 21, 15, 0);
  it('accepts today and later', () => {
    const result = checkNextLesson('21.11.2026', '09:00', now);
    expect(result.ok).toBe(true);
    expect(checkNextLesson('22.11.2026', '18:30', now).ok).toBe(true);
  });
  it('refuses a past day with the spec message', () => {
    expect(checkNextLesson('20.11.2026', '18:30', now)).toEqual({ ok: false, field: 'date', message: 'Дата занятия не может быть в прошлом' });
  });
  it('refuses unfinished or impossible values', () => {
    expect(checkNextLesson('21.11', '18:30', now)).toMatchObject({ ok: false, field: 'date' });
    expect(checkNextLesson('31.02.2027', '18:30', now)).toMatchObject({ ok: false, field: 'date' });
    expect(checkNextLesson('22.11.2026', '1', now)).toMatchObject({ ok: false, field: 'time', message: 'Введите время в формате ЧЧ:ММ' });
    expect(checkNextLesson('22.11.2026', '25:00', now)).toMatchObject({ ok: false, field: 'time' });
  });
});
