import { canReadSchoolStudentsReport } from '@school/shared/permissions';
import type { ReportPeriodQuery, SchoolStudentsReport } from '@school/shared/schemas';
import type { RequestContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { loadSchoolStudents } from './repository';

/** The school's students in a period: lessons used and payments per month, low balances, churn risk. */
export async function schoolStudentsReport(ctx: RequestContext, period: ReportPeriodQuery): Promise<SchoolStudentsReport> {
  if (!canReadSchoolStudentsReport(ctx.user())) throw forbidden();
  const row = await loadSchoolStudents(ctx.db, period, ctx.now);
  return {
    period: { from: period.from, to: period.to, tz: period.tz },
    months: row.months.map((m) => ({ month: m.month, lessonsUsed: m.lessons_used, payments: m.payments, paymentsSum: m.payments_sum })),
    lowBalances: row.low_balances.map((s) => ({ studentId: s.student_id, firstName: s.first_name, lastName: s.last_name, lessonsLeft: s.lessons_left })),
    inactive: row.inactive.map((s) => ({
      studentId: s.student_id,
      firstName: s.first_name,
      lastName: s.last_name,
      lastLessonDate: s.last_lesson_date,
      lessonsLeft: s.lessons_left,
    })),
  };
}
