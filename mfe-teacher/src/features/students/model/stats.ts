import type { StudentLesson } from '@school/shared/schemas';

interface MonthRow {
  /** 'YYYY-MM' in the viewer's time zone. */
  month: string;
  attended: number;
  missed: number;
}

function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** Lessons of the last `months` months (the current one included), oldest first, empty months kept. */
export function lessonsPerMonth(lessons: readonly StudentLesson[], now: Date, months = 12): MonthRow[] {
  const rows: MonthRow[] = [];
  for (let i = months - 1; i >= 0; i--) {
    rows.push({ month: monthKey(new Date(now.getFullYear(), now.getMonth() - i, 1)), attended: 0, missed: 0 });
  }
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  for (const lesson of lessons) {
    const row = byMonth.get(monthKey(new Date(lesson.date)));
    if (!row) continue;
    if (lesson.attended) row.attended++;
    else row.missed++;
  }
  return rows;
}

interface AttendanceSummary {
  total: number;
  attended: number;
  missed: number;
  /** Whole percent of lessons attended; null with no lessons. */
  percent: number | null;
}

export function attendance(lessons: readonly StudentLesson[]): AttendanceSummary {
  const attended = lessons.filter((l) => l.attended).length;
  const total = lessons.length;
  return { total, attended, missed: total - attended, percent: total === 0 ? null : Math.round((attended / total) * 100) };
}

interface FormatRow {
  fullTypeId: string;
  name: string;
  count: number;
}

/** How many lessons of each format, most used first. */
export function formatsBreakdown(lessons: readonly StudentLesson[]): FormatRow[] {
  const rows = new Map<string, FormatRow>();
  for (const lesson of lessons) {
    const row = rows.get(lesson.fullTypeId) ?? { fullTypeId: lesson.fullTypeId, name: lesson.fullTypeName, count: 0 };
    row.count++;
    rows.set(lesson.fullTypeId, row);
  }
  return [...rows.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'ru'));
}

const MONTHS = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'] as const;

/** 'ноябрь 2026' for '2026-11' (the month's name written out: Intl's date formats cost a page tens of milliseconds to load). */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${year}`;
}
