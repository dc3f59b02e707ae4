import { isValid, parse } from 'date-fns';
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
  it("reads a typed date and time as date-fns' parse of the same masks does", () => {
    const typed = (n: number) => String(n).padStart(2, '0');
    const cases: [string, string][] = [];
    for (let month = 0; month <= 13; month++) for (let day = 0; day <= 32; day++) cases.push([`${typed(day)}.${typed(month)}.2024`, '09:30']);
    for (const year of ['1999', '2025', '2026', '2100', '0000']) cases.push([`29.02.${year}`, '00:00'], [`28.02.${year}`, '23:59']);
    for (const time of ['00:00', '12:00', '23:59', '24:00', '12:60', '99:99']) cases.push(['15.06.2026', time]);
    for (const [date, time] of cases) {
      const reference = parse(`${date} ${time}`, 'dd.MM.yyyy HH:mm', new Date(0));
      expect(parseDateTime(date, time)?.getTime() ?? null, `${date} ${time}`).toBe(isValid(reference) ? reference.getTime() : null);
    }
  });
});
