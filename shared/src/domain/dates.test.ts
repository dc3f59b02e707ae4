import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, isoDateToMasked, maskDateInput, maskedToIsoDate, maskTimeInput, parseDateTime } from './dates';

describe('teacher-and-company §5: date masks', () => {
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
  it('writes dates and times in the masks, with leading zeros', () => {
    const date = new Date(2026, 10, 5, 9, 7);
    expect(formatDate(date)).toBe('05.11.2026');
    expect(formatTime(date)).toBe('09:07');
    expect(formatDateTime(date)).toBe('05.11.2026 09:07');
    expect(formatDate(new Date(2026, 0, 31, 23, 59).toISOString())).toBe('31.01.2026');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
