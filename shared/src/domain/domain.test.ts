import { describe, expect, it } from 'vitest';
import { groupBalance } from './balance';
import { isNotInPastDay, maskDateInput, maskTimeInput, maskedToIsoDate, isoDateToMasked, parseDateTime } from './dates';
import { reportsLeftTone, statusForHr, studentStatusTone } from './student-status';

describe('student status badge', () => {
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

describe('remaining lessons badge', () => {
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

describe('group balance', () => {
  it('sums sumReportsLeft', () => {
    expect(groupBalance([{ sumReportsLeft: 3 }, { sumReportsLeft: -1 }, { sumReportsLeft: 10 }])).toBe(12);
  });
  it("is '-' when absent", () => {
    expect(groupBalance([])).toBe('-');
    expect(groupBalance(null)).toBe('-');
    expect(groupBalance([{ sumReportsLeft: null }])).toBe('-');
  });
  it('keeps a zero balance as 0', () => {
    expect(groupBalance([{ sumReportsLeft: 0 }])).toBe(0);
  });
});

describe('date masks', () => {
  it('parses real dates only', () => {
    expect(parseDateTime('21.11.2026', '09:30')?.getHours()).toBe(9);
    expect(parseDateTime('31.02.2026', '09:30')).toBeNull();
    expect(parseDateTime('21.11.26', '09:30')).toBeNull();
    expect(parseDateTime('21.11.2026', '25:00')).toBeNull();
  });
  it('masks typed digits', () => {
    expect(maskDateInput('21112026')).toBe('21.11.2026');
    expect(maskDateInput('21.1')).toBe('21.1');
    expect(maskDateInput('2a1b1')).toBe('21.1');
    expect(maskTimeInput('0930')).toBe('09:30');
    expect(maskTimeInput('09')).toBe('09');
  });
  it('converts to and from the native control', () => {
    expect(maskedToIsoDate('21.11.2026')).toBe('2026-11-21');
    expect(isoDateToMasked('2026-11-21')).toBe('21.11.2026');
    expect(maskedToIsoDate('21.11')).toBe('');
  });
  it('compares the end of the chosen day with now', () => {
    const now = new Date(2026, 10, 21, 15, 0);
    expect(isNotInPastDay(new Date(2026, 10, 21, 9, 0), now)).toBe(true);
    expect(isNotInPastDay(new Date(2026, 10, 20, 23, 0), now)).toBe(false);
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
