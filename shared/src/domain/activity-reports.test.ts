import { describe, expect, it } from 'vitest';
import type { CompanyActivityReport } from '../schemas';
import {
  attendanceRate,
  companyExportFileName,
  companyReportTable,
  fileNamePart,
  formatCell,
  monthBounds,
  periodFromSearch,
  periodLabel,
  periodSlug,
  recentMonths,
  weeklyPace,
  weeksLeft,
} from './activity-reports';

describe('activity report rules', () => {
  it('attendance is attended over attended and missed, none without lessons', () => {
    expect(attendanceRate(3, 1)).toBe(0.75);
    expect(attendanceRate(0, 0)).toBeNull();
  });

  it('a balance lasts whole weeks at the pace of the last four weeks', () => {
    expect(weeklyPace(2)).toBe(0.5);
    expect(weeksLeft(10, 0.5)).toBe(20);
    expect(weeksLeft(10, 0)).toBeNull();
    expect(weeksLeft(0, 2)).toBe(0);
    expect(weeksLeft(-3, 2)).toBe(0);
  });

  it('a month runs from its 1st to its last day, leap years included', () => {
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('offers the last twelve months, newest first, across a new year', () => {
    const months = recentMonths(new Date(2026, 1, 10));
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it('reads the period from the address, and falls back to the current or previous month', () => {
    const now = new Date(2026, 10, 25);
    expect(periodFromSearch(new URLSearchParams('month=2026-09'), now)).toEqual({ kind: 'month', month: '2026-09' });
    expect(periodFromSearch(new URLSearchParams('from=2026-10-01&to=2026-11-15'), now)).toEqual({ kind: 'custom', from: '2026-10-01', to: '2026-11-15' });
    expect(periodFromSearch(new URLSearchParams('from=2026-11-15&to=2026-10-01'), now)).toEqual({ kind: 'month', month: '2026-11' });
    expect(periodFromSearch(new URLSearchParams('month=2026-13'), now, 'previous')).toEqual({ kind: 'month', month: '2026-10' });
    expect(periodLabel({ kind: 'custom', from: '2026-10-01', to: '2026-11-15' })).toBe('01.10.2026 — 15.11.2026');
    expect(periodLabel({ kind: 'month', month: '2026-11' })).toBe('ноябрь 2026');
  });

  it('names files {company}-{period}: a month by itself, other periods by both days, nothing a file system refuses', () => {
    expect(periodSlug({ from: '2026-10-01', to: '2026-10-31' })).toBe('2026-10');
    expect(periodSlug({ from: '2026-10-01', to: '2026-10-30' })).toBe('2026-10-01_2026-10-30');
    expect(companyExportFileName('Альфа Технологии', { from: '2026-10-01', to: '2026-10-31' }, 'employees', 'csv')).toBe('Альфа-Технологии-2026-10.csv');
    expect(companyExportFileName('Альфа', { from: '2026-10-01', to: '2026-10-31' }, 'groups', 'xlsx')).toBe('Альфа-2026-10-groups.xlsx');
    expect(fileNamePart('ООО "Рога/Копыта"')).toBe('ООО-Рога-Копыта');
    expect(fileNamePart('///')).toBe('report');
  });

  it('shows cells in Russian: percent, days, months, rubles with a no-break space', () => {
    expect(formatCell(0.756, 'percent')).toBe('76\u00a0%');
    expect(formatCell('2026-11-20', 'date')).toBe('20.11.2026');
    expect(formatCell('2026-03', 'month')).toBe('март 2026');
    expect(formatCell(12500, 'rubles')).toBe('12\u00a0500\u00a0₽');
    expect(formatCell(235, 'hours')).toBe('3,9');
    expect(formatCell(null, 'number')).toBe('—');
  });

  it('a table of the report has one row per employee, in the columns the file has', () => {
    const report = {
      employees: [
        {
          studentId: 1,
          firstName: 'Анна',
          lastName: 'Белова',
          attended: 3,
          missed: 1,
          attendanceRate: 0.75,
          programName: null,
          level: null,
          itCourseProgress: 12.5,
          practiceDays: null,
          lastLessonDate: '2026-11-20',
        },
      ],
    } as unknown as CompanyActivityReport;
    const table = companyReportTable(report, 'employees');
    expect(table.columns.map((c) => c.key)).toEqual([
      'student',
      'attended',
      'missed',
      'attendance',
      'program',
      'level',
      'itCourse',
      'practiceDays',
      'lastLesson',
    ]);
    expect(table.rows).toEqual([['Белова Анна', 3, 1, 0.75, null, null, 0.125, null, '2026-11-20']]);
  });
});
