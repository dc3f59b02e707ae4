import { runtimeTimeZone } from './time-zone';
import type { CompanyActivityReport, CompanyReportTable, PayrollReport, ReportPeriod, SchoolStudentsReport, SchoolStudentsTable } from '../schemas';

/**
 * Activity reports as tables: the page shows them and the server writes the same tables into CSV and
 * XLSX files, so a page and its file never disagree. The headers are here (not in the apps) because
 * the server writes them too.
 */

/** How a cell is written: text, a number, a share (0…1, shown as percent), a day, a month, rubles, minutes as hours. */
export type CellKind = 'text' | 'number' | 'percent' | 'date' | 'month' | 'rubles' | 'hours';
export type Cell = string | number | null;

interface ReportColumn {
  key: string;
  header: string;
  kind: CellKind;
}

export interface ReportTable {
  /** Part of the file name and the sheet name. */
  name: string;
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly (readonly Cell[])[];
}

const activityReportTexts = {
  employees: 'Сотрудники',
  employeeMonths: 'Сотрудники по месяцам',
  groups: 'Группы',
  months: 'Занятия по месяцам',
  topUps: 'Пополнения',
  payroll: 'Зарплата преподавателей',
  schoolMonths: 'Уроки и оплаты по месяцам',
  lowBalances: 'Заканчиваются уроки',
  inactive: 'Нет занятий 30 дней',
  columns: {
    student: 'Сотрудник',
    learner: 'Ученик',
    attended: 'Посещено',
    missed: 'Пропущено',
    attendance: 'Посещаемость',
    program: 'Программа',
    level: 'Уровень',
    itCourse: 'Курс для IT',
    practiceDays: 'Дни практики',
    lastLesson: 'Последнее занятие',
    month: 'Месяц',
    group: 'Группа',
    held: 'Проведено',
    present: 'Отметок «был»',
    absent: 'Отметок «не был»',
    lessonsLeft: 'Осталось уроков',
    weeklyPace: 'Уроков в неделю',
    weeksLeft: 'Хватит на недель',
    date: 'Дата',
    format: 'Формат',
    amount: 'Уроков',
    teacher: 'Преподаватель',
    lessons: 'Уроков',
    hours: 'Часов',
    late: 'Отчётов позже 24 ч',
    studentsMissing: 'Пропуски учеников',
    pay: 'К выплате, ₽',
    withoutPay: 'Без ставки',
    lessonsUsed: 'Уроков проведено',
    payments: 'Оплат',
    paymentsSum: 'Оплачено, ₽',
  },
} as const;

const c = activityReportTexts.columns;
const col = (key: string, header: string, kind: CellKind): ReportColumn => ({ key, header, kind });
const fullName = (p: { firstName: string; lastName: string }) => `${p.lastName} ${p.firstName}`.trim();

/** Attended ÷ (attended + missed); null when there was nothing to attend. */
export function attendanceRate(attended: number, missed: number): number | null {
  const total = attended + missed;
  return total === 0 ? null : attended / total;
}

/** Lessons a week over the last `weeks` weeks, one decimal. */
export function weeklyPace(recentLessons: number, weeks = 4): number {
  return Math.round((recentLessons / weeks) * 10) / 10;
}

/** Whole weeks a balance lasts at a pace; null when there is no pace to go by, 0 when nothing is left. */
export function weeksLeft(lessonsLeft: number, pace: number): number | null {
  if (lessonsLeft <= 0) return 0;
  if (pace <= 0) return null;
  return Math.floor(lessonsLeft / pace);
}

/** The first and last day of a month ('2026-02' → 2026-02-01 … 2026-02-28). */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month of a local date ('2026-11-25' → '2026-11'), or of `now` in the runtime's zone. */
function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The month before ('2026-01' → '2025-12'). */
function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** How a period is named in file names: '2026-11' for a whole month, '2026-10-01_2026-11-15' otherwise. */
export function periodSlug(period: Pick<ReportPeriod, 'from' | 'to'>): string {
  const month = period.from.slice(0, 7);
  const bounds = monthBounds(month);
  return bounds.from === period.from && bounds.to === period.to ? month : `${period.from}_${period.to}`;
}

/** A name safe in a file name on every system: no path separators or reserved characters, spaces as '-'. */
export function fileNamePart(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what a file name must not hold
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return cleaned || 'report';
}

/**
 * The file of a company's table: `{company}-{period}.{ext}` for its employees (the report's main
 * table), `{company}-{period}-{table}.{ext}` for the others.
 */
export function companyExportFileName(company: string, period: Pick<ReportPeriod, 'from' | 'to'>, table: CompanyReportTable, ext: 'csv' | 'xlsx'): string {
  const suffix = table === 'employees' ? '' : `-${table}`;
  return `${fileNamePart(company)}-${periodSlug(period)}${suffix}.${ext}`;
}

export function companyReportTable(report: CompanyActivityReport, table: CompanyReportTable): ReportTable {
  switch (table) {
    case 'employees':
      return {
        name: 'employees',
        title: activityReportTexts.employees,
        columns: [
          col('student', c.student, 'text'),
          col('attended', c.attended, 'number'),
          col('missed', c.missed, 'number'),
          col('attendance', c.attendance, 'percent'),
          col('program', c.program, 'text'),
          col('level', c.level, 'text'),
          col('itCourse', c.itCourse, 'percent'),
          col('practiceDays', c.practiceDays, 'number'),
          col('lastLesson', c.lastLesson, 'date'),
        ],
        rows: report.employees.map((e) => [
          fullName(e),
          e.attended,
          e.missed,
          e.attendanceRate,
          e.programName,
          e.level,
          e.itCourseProgress === null ? null : e.itCourseProgress / 100,
          e.practiceDays,
          e.lastLessonDate,
        ]),
      };
    case 'employee-months':
      return {
        name: 'employee-months',
        title: activityReportTexts.employeeMonths,
        columns: [col('student', c.student, 'text'), col('month', c.month, 'month'), col('attended', c.attended, 'number'), col('missed', c.missed, 'number')],
        rows: report.employeeMonths.map((m) => [fullName(m), m.month, m.attended, m.missed]),
      };
    case 'groups':
      return {
        name: 'groups',
        title: activityReportTexts.groups,
        columns: [
          col('group', c.group, 'text'),
          col('held', c.held, 'number'),
          col('present', c.present, 'number'),
          col('absent', c.absent, 'number'),
          col('attendance', c.attendance, 'percent'),
          col('lessonsLeft', c.lessonsLeft, 'number'),
          col('weeklyPace', c.weeklyPace, 'number'),
          col('weeksLeft', c.weeksLeft, 'number'),
        ],
        rows: report.groups.map((g) => [g.name, g.held, g.present, g.absent, g.attendanceRate, g.lessonsLeft, g.weeklyPace, g.weeksLeft]),
      };
    case 'months':
      return {
        name: 'months',
        title: activityReportTexts.months,
        columns: [col('month', c.month, 'month'), col('held', c.held, 'number'), col('missed', c.missed, 'number')],
        rows: report.months.map((m) => [m.month, m.held, m.missed]),
      };
    case 'top-ups':
      return {
        name: 'top-ups',
        title: activityReportTexts.topUps,
        columns: [col('date', c.date, 'date'), col('group', c.group, 'text'), col('format', c.format, 'text'), col('amount', c.amount, 'number')],
        rows: report.topUps.map((t) => [t.date, t.groupName, t.formatName, t.amount]),
      };
  }
}

export function payrollTable(report: PayrollReport): ReportTable {
  return {
    name: 'payroll',
    title: activityReportTexts.payroll,
    columns: [
      col('teacher', c.teacher, 'text'),
      col('format', c.format, 'text'),
      col('lessons', c.lessons, 'number'),
      col('hours', c.hours, 'hours'),
      col('late', c.late, 'number'),
      col('studentsMissing', c.studentsMissing, 'number'),
      col('withoutPay', c.withoutPay, 'number'),
      col('pay', c.pay, 'rubles'),
    ],
    rows: report.rows.map((r) => [
      fullName(r),
      r.formats.map((f) => `${f.formatName}: ${f.lessons}`).join('; '),
      r.lessons,
      r.minutes,
      r.lateReports,
      r.studentsMissing,
      r.reportsWithoutPay,
      r.pay,
    ]),
  };
}

export function payrollExportFileName(month: string, ext: 'csv' | 'xlsx'): string {
  return `payroll-${month}.${ext}`;
}

export function schoolStudentsTable(report: SchoolStudentsReport, table: SchoolStudentsTable): ReportTable {
  switch (table) {
    case 'months':
      return {
        name: 'months',
        title: activityReportTexts.schoolMonths,
        columns: [
          col('month', c.month, 'month'),
          col('lessonsUsed', c.lessonsUsed, 'number'),
          col('payments', c.payments, 'number'),
          col('paymentsSum', c.paymentsSum, 'rubles'),
        ],
        rows: report.months.map((m) => [m.month, m.lessonsUsed, m.payments, m.paymentsSum]),
      };
    case 'low-balances':
      return {
        name: 'low-balances',
        title: activityReportTexts.lowBalances,
        columns: [col('learner', c.learner, 'text'), col('lessonsLeft', c.lessonsLeft, 'number')],
        rows: report.lowBalances.map((s) => [fullName(s), s.lessonsLeft]),
      };
    case 'inactive':
      return {
        name: 'inactive',
        title: activityReportTexts.inactive,
        columns: [col('learner', c.learner, 'text'), col('lastLesson', c.lastLesson, 'date'), col('lessonsLeft', c.lessonsLeft, 'number')],
        rows: report.inactive.map((s) => [fullName(s), s.lastLessonDate, s.lessonsLeft]),
      };
  }
}

export function schoolStudentsExportFileName(period: Pick<ReportPeriod, 'from' | 'to'>, table: SchoolStudentsTable, ext: 'csv' | 'xlsx'): string {
  return `students-${periodSlug(period)}-${table}.${ext}`;
}

/* How cells read on the page (the files keep the raw values). */

const MONTHS_RU = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];
const MONTHS_SHORT_RU = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

/** '2026-11' → 'ноябрь 2026'. */
export function monthLabel(month: string, short = false): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${(short ? MONTHS_SHORT_RU : MONTHS_RU)[m - 1]} ${year}`;
}

// Made on first use: a page that shows no report does not pay for Intl's number formats.
let groupedIntFormat: Intl.NumberFormat | undefined;
const groupedInt = () => (groupedIntFormat ??= new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }));

/** A cell as the page shows it; '—' for no value. */
export function formatCell(value: Cell, kind: CellKind): string {
  if (value === null || value === '') return '—';
  switch (kind) {
    case 'text':
      return String(value);
    case 'number':
      return groupedInt().format(Number(value));
    case 'percent':
      return `${Math.round(Number(value) * 100)}\u00a0%`;
    case 'date': {
      const [y, m, d] = String(value).split('-');
      return `${d}.${m}.${y}`;
    }
    case 'month':
      return monthLabel(String(value));
    case 'rubles':
      return `${groupedInt().format(Number(value))}\u00a0₽`;
    case 'hours':
      return groupedInt().format(Math.round((Number(value) / 60) * 10) / 10);
  }
}

/* The period a report page shows, kept in its address: `?month=2026-10` or `?from=2026-10-01&to=2026-11-15`. */

export type PeriodChoice = { kind: 'month'; month: string } | { kind: 'custom'; from: string; to: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The last `count` months up to the month of `now` (newest first), as the period picker offers them. */
export function recentMonths(now: Date, count = 12): string[] {
  const months = [monthOf(now)];
  while (months.length < count) months.push(previousMonth(months.at(-1)!));
  return months;
}

/** The period of a report page's address; the month of `now` (or `fallback`) when the address names none or a wrong one. */
export function periodFromSearch(search: URLSearchParams, now: Date, fallback: 'current' | 'previous' = 'current'): PeriodChoice {
  const month = search.get('month');
  if (month && ISO_MONTH.test(month)) return { kind: 'month', month };
  const from = search.get('from');
  const to = search.get('to');
  if (from && to && ISO_DAY.test(from) && ISO_DAY.test(to) && from <= to) return { kind: 'custom', from, to };
  const current = monthOf(now);
  return { kind: 'month', month: fallback === 'current' ? current : previousMonth(current) };
}

/** The days a choice covers. */
export function periodDays(choice: PeriodChoice): { from: string; to: string } {
  return choice.kind === 'month' ? monthBounds(choice.month) : { from: choice.from, to: choice.to };
}

/** The address query of a choice. */
export function periodSearch(choice: PeriodChoice): string {
  return choice.kind === 'month' ? `month=${choice.month}` : `from=${choice.from}&to=${choice.to}`;
}

/** How a choice reads: 'ноябрь 2026' or '01.10.2026 — 15.11.2026'. */
export function periodLabel(choice: PeriodChoice): string {
  if (choice.kind === 'month') return monthLabel(choice.month);
  return `${formatCell(choice.from, 'date')} — ${formatCell(choice.to, 'date')}`;
}

/** The time zone of this browser (or server process): the zone a report's days and months are counted in. */
export function viewerTimeZone(): string {
  return runtimeTimeZone() ?? 'UTC';
}
