import { describe, expect, it } from 'vitest';
import { courseProgress } from './courses';
import { checkNextLesson, isNotInPastDayAt, toOffsetIso } from './next-lesson';
import { lessonCodesIn, programLessonCodes, programProgress } from './program-lessons';

describe('next lesson on the server: the day in the sender’s time zone', () => {
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

describe('next-lesson form', () => {
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

describe('program progress', () => {
  it('lists the lessons of each program', () => {
    expect(programLessonCodes(1610)).toHaveLength(26);
    expect(programLessonCodes(1630)[0]).toBe('A2-26');
    expect(programLessonCodes(1775).at(-1)).toBe('B1-54');
    expect(programLessonCodes(1930)[8]).toBe('C1-9t');
    expect(programLessonCodes(1)).toEqual([]);
    expect(programLessonCodes(null)).toEqual([]);
  });
  it('finds lesson links in homework', () => {
    expect(lessonCodesIn('https://school.example/lms/lessons/B1-12 и /lms/lessons/C1-9t')).toEqual(['B1-12', 'C1-9t']);
    expect(lessonCodesIn('https://learnenglish.britishcouncil.org/grammar')).toEqual([]);
  });
  it('counts covered lessons of the program only', () => {
    const summary = programProgress(1770, ['B1-4', 'B1-12', 'B1-12', 'B1-28', 'A2-7']);
    expect(summary.done).toEqual(['B1-4', 'B1-12']);
    expect(summary.total).toBe(27);
    expect(summary.share).toBeCloseTo(2 / 27);
    expect(programProgress(1, ['A1-1']).share).toBe(0);
  });
});

describe('course progress', () => {
  it('counts the IT course in its 426 steps', () => {
    expect(courseProgress('it', 213)).toBe(0.5);
    expect(courseProgress('it', 500)).toBe(1);
    expect(courseProgress('additional-materials-it', 10)).toBeNull();
  });
});
