import { describe, expect, it } from 'vitest';
import { reportsLeftTone, statusForHr, studentStatusTone } from './student-status';

describe('teacher-and-company §4: student status badge', () => {
  it.each([
    ['impossible-to-contact-student', 'red'],
    ['rejected', 'red'],
    ['absent-at-introductory-interview', 'red'],
    ['active-student', 'green'],
    ['awaiting-payment-student', 'yellow'],
    ['thinking-student', 'yellow'],
    ['paused-student', 'grey'],
    [null, 'grey'],
  ])('%s is %s', (status, tone) => {
    expect(studentStatusTone(status)).toBe(tone);
  });
});

describe('teacher-and-company §9: remaining lessons badge', () => {
  it.each([
    [5, 'green'],
    [2, 'green'],
    [1, 'yellow'],
    [0, 'yellow'],
    [-1, 'red'],
  ])('%i is %s', (n, tone) => {
    expect(reportsLeftTone(n)).toBe(tone);
  });
});

describe('student statuses an HR user sees', () => {
  it('are whether the employee studies, pauses, stopped or finished, never the school’s sales notes', () => {
    expect(statusForHr({ id: 'active-student', name: 'Учится' })).toEqual({ id: 'active-student', name: 'Учится' });
    expect(statusForHr({ id: 'rejected', name: 'Отказ от занятий' })).toEqual({ id: 'rejected', name: 'Отказ от занятий' });
    expect(statusForHr({ id: 'thinking-student', name: 'Думает' })).toEqual({ id: null, name: null });
    expect(statusForHr({ id: 'impossible-to-contact-student', name: 'Не выходит на связь' })).toEqual({ id: null, name: null });
  });
});
