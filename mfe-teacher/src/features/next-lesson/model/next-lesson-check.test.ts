import { describe, expect, it } from 'vitest';
import { checkNextLesson, isNotInPastDay } from './next-lesson-check';

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

describe('teacher-and-company §5: date masks', () => {
  it('compares the end of the chosen day with now', () => {
    const now = new Date(2026, 10, 21, 15, 0);
    expect(isNotInPastDay(new Date(2026, 10, 21, 9, 0), now)).toBe(true);
    expect(isNotInPastDay(new Date(2026, 10, 20, 23, 0), now)).toBe(false);
  });
});
