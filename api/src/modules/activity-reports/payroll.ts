import { computeTeacherRate, plannedFromRateData, rateDataFromStored } from '@school/shared/domain';
import { canReadPayroll } from '@school/shared/permissions';
import type { PayrollReport } from '@school/shared/schemas';
import type { RequestContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { loadPayrollGroups } from './repository';

/** The pay of one report, by the rate it kept; null when that rate gives no amount. */
function reportPay(row: { rate_data: unknown; rate: number | null; rate_version: number | null; rate_multiplier: number | null }): number | null {
  const data = rateDataFromStored(row.rate_data, { version: row.rate_version, rate: row.rate, salaryPaymentMethodMultiplier: row.rate_multiplier });
  if (!data) return null;
  const result = computeTeacherRate(plannedFromRateData(data));
  return result.ok ? result.amount : null;
}

/**
 * The monthly payroll sheet: per teacher, lessons and minutes by format, late reports, students'
 * absences and the pay computed by each report's own rate snapshot (rules v1 and v2 of the report form).
 */
export async function teacherPayroll(ctx: RequestContext, month: string, tz: string): Promise<PayrollReport> {
  if (!canReadPayroll(ctx.user())) throw forbidden();
  const groups = await loadPayrollGroups(ctx.db, month, tz);
  const byTeacher = new Map<number, PayrollReport['rows'][number]>();
  for (const g of groups) {
    let row = byTeacher.get(g.teacher_id);
    if (!row) {
      row = {
        teacherId: g.teacher_id,
        firstName: g.first_name,
        lastName: g.last_name,
        formats: [],
        lessons: 0,
        minutes: 0,
        lateReports: 0,
        studentsMissing: 0,
        pay: 0,
        reportsWithoutPay: 0,
      };
      byTeacher.set(g.teacher_id, row);
    }
    let format = row.formats.find((f) => f.formatId === g.full_type_id);
    if (!format) {
      format = { formatId: g.full_type_id, formatName: g.format_name, lessons: 0, minutes: 0 };
      row.formats.push(format);
    }
    format.lessons += g.lessons;
    format.minutes += g.lessons * g.duration_mins;
    row.lessons += g.lessons;
    row.minutes += g.lessons * g.duration_mins;
    row.lateReports += g.late;
    row.studentsMissing += g.missing + g.absent_marks;
    const pay = reportPay(g);
    if (pay === null) row.reportsWithoutPay += g.lessons;
    else row.pay += pay * g.lessons;
  }
  const rows = [...byTeacher.values()];
  return {
    month,
    tz,
    rows,
    totals: {
      lessons: rows.reduce((s, r) => s + r.lessons, 0),
      minutes: rows.reduce((s, r) => s + r.minutes, 0),
      pay: rows.reduce((s, r) => s + r.pay, 0),
    },
  };
}
