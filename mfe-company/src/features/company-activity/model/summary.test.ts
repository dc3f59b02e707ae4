import { describe, expect, it } from 'vitest';
import type { CompanyActivityReport } from '@school/shared/schemas';
import { groupAttendanceSeries, monthSeries, summaryFigures } from './summary';

const report = {
  totals: { held: 1204, missed: 2, attendanceRate: 5 / 7, toppedUp: 8, lessonsLeft: 10 },
  months: [
    { month: '2026-09', held: 0, missed: 0 },
    { month: '2026-10', held: 4, missed: 2 },
  ],
  groups: [
    { name: 'Утренняя', attendanceRate: 0.75 },
    { name: 'Вечерняя', attendanceRate: null },
  ],
} as unknown as CompanyActivityReport;

describe('the company reports tab', () => {
  it('sums the period up in five figures, in Russian number format', () => {
    expect(summaryFigures(report).map((f) => f.value)).toEqual(['1\u00a0204', '2', '71\u00a0%', '8', '10']);
  });

  it('charts twelve months of held and missed lessons, and attendance of the groups that had lessons', () => {
    expect(monthSeries(report)).toEqual({ labels: ['2026-09', '2026-10'], held: [0, 4], missed: [0, 2] });
    expect(groupAttendanceSeries(report)).toEqual({ labels: ['Утренняя'], values: [75] });
  });
});
