import { describe, expect, it } from 'vitest';
import { defaultReportDate, isLateReport, reportDateProblem } from './report-date';

describe('teacher-and-company §5: default report date', () => {
  const now = new Date(2026, 10, 21, 15, 0);
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  it('is yesterday at the start of the day without anything else', () => {
    expect(defaultReportDate({ now })).toEqual(new Date(2026, 10, 20, 0, 0));
  });
  it('keeps a draft date or a passed date first', () => {
    expect(defaultReportDate({ now, draftDate: hours(-30).toISOString(), prevAppointmentDate: hours(-1) })).toEqual(hours(-30));
    expect(defaultReportDate({ now, passedDate: hours(-50), prevAppointmentDate: hours(-1) })).toEqual(hours(-50));
  });
  it('suggests the previous lesson under 6 hours ago', () => {
    expect(defaultReportDate({ now, prevAppointmentDate: hours(-5.9), nextAppointmentDate: hours(0.5) })).toEqual(hours(-5.9));
    expect(defaultReportDate({ now, prevAppointmentDate: hours(-6) })).toEqual(new Date(2026, 10, 20, 0, 0));
  });
  it('otherwise suggests the next lesson under 1 hour away', () => {
    expect(defaultReportDate({ now, prevAppointmentDate: hours(-7), nextAppointmentDate: hours(0.9) })).toEqual(hours(0.9));
    expect(defaultReportDate({ now, nextAppointmentDate: hours(1) })).toEqual(new Date(2026, 10, 20, 0, 0));
  });
  it('ignores a corrupted date', () => {
    expect(defaultReportDate({ now, draftDate: 'not a date' })).toEqual(new Date(2026, 10, 20, 0, 0));
  });
  it('requires a date not later than now and asks about lessons more than 24 hours ago', () => {
    expect(reportDateProblem(null, now)).toBe('required');
    expect(reportDateProblem(new Date(Number.NaN), now)).toBe('required');
    expect(reportDateProblem(hours(1), now)).toBe('future');
    expect(reportDateProblem(now, now)).toBeNull();
    expect(isLateReport(hours(-24), now)).toBe(false);
    expect(isLateReport(hours(-24.01), now)).toBe(true);
  });
});
