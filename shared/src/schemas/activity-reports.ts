import * as v from 'valibot';
import { validationTexts } from '../texts';
import { IdLikeSchema, IdSchema, isCalendarDate } from './common';
import { isKnownTimeZone } from './time-zone';

/**
 * Activity reports: what a company's HR user and the school's staff read each month (lessons held and
 * missed, attendance, balances, teachers' hours and pay, payments). The server aggregates; these are
 * the shapes of its answers and of the periods they are asked for.
 */

/** A day as `yyyy-MM-dd` (a real calendar day). */
const IsoDaySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, validationTexts.invalidDate), v.check(isCalendarDate, validationTexts.invalidDate));
/** A month as `yyyy-MM`. */
const IsoMonthSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, validationTexts.invalidDate),
  v.check((value) => isCalendarDate(`${value}-01`), validationTexts.invalidDate),
);

const TimeZoneSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check((zone) => isKnownTimeZone(zone), validationTexts.invalidTimeZone),
);

/** The longest period a report covers: a year and a few days (a period picker's "last 12 months"). */
const MAX_REPORT_PERIOD_DAYS = 400;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** A period of whole days in the viewer's time zone, both ends included. */
export const ReportPeriodQuerySchema = v.pipe(
  v.object({ from: IsoDaySchema, to: IsoDaySchema, tz: TimeZoneSchema }),
  v.forward(
    v.check((p) => daysBetween(p.from, p.to) >= 0, validationTexts.periodReversed),
    ['to'],
  ),
  v.forward(
    v.check((p) => daysBetween(p.from, p.to) <= MAX_REPORT_PERIOD_DAYS, validationTexts.periodTooLong),
    ['to'],
  ),
);

const ReportPeriodSchema = v.object({ from: IsoDaySchema, to: IsoDaySchema, tz: TimeZoneSchema });

/** The files a table of a report exports to. */
const ExportFormatSchema = v.picklist(['csv', 'xlsx']);

const CompanyReportTableSchema = v.picklist(['employees', 'employee-months', 'groups', 'months', 'top-ups']);

export const CompanyReportExportQuerySchema = v.pipe(
  v.object({ from: IsoDaySchema, to: IsoDaySchema, tz: TimeZoneSchema, table: CompanyReportTableSchema, format: ExportFormatSchema }),
  v.forward(
    v.check((p) => daysBetween(p.from, p.to) >= 0, validationTexts.periodReversed),
    ['to'],
  ),
  v.forward(
    v.check((p) => daysBetween(p.from, p.to) <= MAX_REPORT_PERIOD_DAYS, validationTexts.periodTooLong),
    ['to'],
  ),
);

export const CompanyReportParamsSchema = v.object({ userGroupId: IdLikeSchema });

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Attended ÷ (attended + missed), or null when there was nothing to attend. */
const Rate = v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1)));

const MonthCountsSchema = v.object({ month: IsoMonthSchema, held: Count, missed: Count });

const CompanyEmployeeRowSchema = v.object({
  studentId: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  attended: Count,
  missed: Count,
  attendanceRate: Rate,
  /** The student's program (its name) and level (A1…C1), when set. */
  programName: v.nullable(v.string()),
  level: v.nullable(v.string()),
  /** Percent of the IT course done, when the student has the course. */
  itCourseProgress: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  /** Days with at least one spaced-repetition review in the period, when the school keeps them. */
  practiceDays: v.nullable(Count),
  lastLessonDate: v.nullable(v.string()),
});

const CompanyEmployeeMonthRowSchema = v.object({
  studentId: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  month: IsoMonthSchema,
  attended: Count,
  missed: Count,
});

const CompanyGroupRowSchema = v.object({
  studentGroupId: IdSchema,
  name: v.string(),
  held: Count,
  present: Count,
  absent: Count,
  attendanceRate: Rate,
  /** Lessons left on the group's balance (every format). */
  lessonsLeft: Count,
  /** Lessons a week over the four weeks before the period's end. */
  weeklyPace: v.pipe(v.number(), v.minValue(0)),
  /** How many whole weeks the balance lasts at that pace; null when the group had no lessons then. */
  weeksLeft: v.nullable(Count),
});

const CompanyTopUpRowSchema = v.object({
  id: IdSchema,
  date: v.string(),
  studentGroupId: IdSchema,
  groupName: v.string(),
  formatName: v.string(),
  amount: Count,
});

export const CompanyActivityReportSchema = v.object({
  company: v.object({ id: IdSchema, name: v.string() }),
  period: ReportPeriodSchema,
  totals: v.object({ held: Count, missed: Count, attendanceRate: Rate, toppedUp: Count, lessonsLeft: Count }),
  employees: v.array(CompanyEmployeeRowSchema),
  employeeMonths: v.array(CompanyEmployeeMonthRowSchema),
  groups: v.array(CompanyGroupRowSchema),
  topUps: v.array(CompanyTopUpRowSchema),
  /** The twelve months that end with the period's last month: lessons held and missed. */
  months: v.array(MonthCountsSchema),
});

/* The school's own reports (staff). */

export const PayrollQuerySchema = v.object({ month: IsoMonthSchema, tz: TimeZoneSchema });
export const PayrollExportQuerySchema = v.object({ month: IsoMonthSchema, tz: TimeZoneSchema, format: ExportFormatSchema });

const PayrollFormatSchema = v.object({ formatId: v.string(), formatName: v.string(), lessons: Count, minutes: Count });

const PayrollRowSchema = v.object({
  teacherId: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  formats: v.array(PayrollFormatSchema),
  lessons: Count,
  minutes: Count,
  /** Reports written more than 24 hours after the lesson began. */
  lateReports: Count,
  /** Lessons the student missed: 'missing student' reports and absences in group reports. */
  studentsMissing: Count,
  /** Pay for the month in whole rubles, by each report's own rate snapshot. */
  pay: Count,
  /** Reports whose rate gives no amount (no rate kept, internship, unpaid type): not in `pay`. */
  reportsWithoutPay: Count,
});

export const PayrollReportSchema = v.object({
  month: IsoMonthSchema,
  tz: TimeZoneSchema,
  rows: v.array(PayrollRowSchema),
  totals: v.object({ lessons: Count, minutes: Count, pay: Count }),
});

const SchoolStudentsTableSchema = v.picklist(['months', 'low-balances', 'inactive']);
export const SchoolStudentsExportQuerySchema = v.pipe(
  v.object({ from: IsoDaySchema, to: IsoDaySchema, tz: TimeZoneSchema, table: SchoolStudentsTableSchema, format: ExportFormatSchema }),
  v.forward(
    v.check((p) => daysBetween(p.from, p.to) >= 0, validationTexts.periodReversed),
    ['to'],
  ),
  v.forward(
    v.check((p) => daysBetween(p.from, p.to) <= MAX_REPORT_PERIOD_DAYS, validationTexts.periodTooLong),
    ['to'],
  ),
);

const SchoolMonthRowSchema = v.object({
  month: IsoMonthSchema,
  /** Lessons taken off students' balances: individual reports and group lessons per student present. */
  lessonsUsed: Count,
  payments: Count,
  /** Paid in the month, whole rubles. */
  paymentsSum: Count,
});

const LowBalanceRowSchema = v.object({ studentId: IdSchema, firstName: v.string(), lastName: v.string(), lessonsLeft: Count });

const InactiveStudentRowSchema = v.object({
  studentId: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  lastLessonDate: v.nullable(v.string()),
  lessonsLeft: Count,
});

export const SchoolStudentsReportSchema = v.object({
  period: ReportPeriodSchema,
  months: v.array(SchoolMonthRowSchema),
  lowBalances: v.array(LowBalanceRowSchema),
  inactive: v.array(InactiveStudentRowSchema),
});

export type ReportPeriodQuery = v.InferOutput<typeof ReportPeriodQuerySchema>;
export type ReportPeriod = v.InferOutput<typeof ReportPeriodSchema>;
export type CompanyReportTable = v.InferOutput<typeof CompanyReportTableSchema>;
export type CompanyActivityReport = v.InferOutput<typeof CompanyActivityReportSchema>;
export type PayrollReport = v.InferOutput<typeof PayrollReportSchema>;
export type SchoolStudentsTable = v.InferOutput<typeof SchoolStudentsTableSchema>;
export type SchoolStudentsReport = v.InferOutput<typeof SchoolStudentsReportSchema>;
