import { formatCell } from '@school/shared/domain';
import type { CompanyActivityReport } from '@school/shared/schemas';

interface SummaryFigure {
  key: string;
  value: string;
}

/** The figures at the top of the tab: lessons held and missed, attendance, top-ups, lessons left on the groups' balances. */
export function summaryFigures(report: CompanyActivityReport): SummaryFigure[] {
  const { totals } = report;
  return [
    { key: 'held', value: formatCell(totals.held, 'number') },
    { key: 'missed', value: formatCell(totals.missed, 'number') },
    { key: 'attendance', value: formatCell(totals.attendanceRate, 'percent') },
    { key: 'toppedUp', value: formatCell(totals.toppedUp, 'number') },
    { key: 'lessonsLeft', value: formatCell(totals.lessonsLeft, 'number') },
  ];
}

/** The chart of the last twelve months: month labels, lessons held, lessons missed. */
export function monthSeries(report: CompanyActivityReport): { labels: string[]; held: number[]; missed: number[] } {
  return {
    labels: report.months.map((m) => m.month),
    held: report.months.map((m) => m.held),
    missed: report.months.map((m) => m.missed),
  };
}

/** The chart of attendance by group, in percent (groups without lessons in the period are left out). */
export function groupAttendanceSeries(report: CompanyActivityReport): { labels: string[]; values: number[] } {
  const groups = report.groups.filter((g) => g.attendanceRate !== null);
  return { labels: groups.map((g) => g.name), values: groups.map((g) => Math.round((g.attendanceRate ?? 0) * 100)) };
}
