import { attendanceRate, COURSE_STEP_TOTALS, programByNumericId, weeklyPace, weeksLeft } from '@school/shared/domain';
import { canReadCompanyActivity } from '@school/shared/permissions';
import type { CompanyActivityReport, ReportPeriodQuery } from '@school/shared/schemas';
import type { RequestContext } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { loadCompanyActivity, PACE_WEEKS } from './repository';

/**
 * A company's activity report, for its page and its files alike (so the two never disagree).
 * Permission first, so an HR user learns nothing of another company's id (403 for any foreign id,
 * 404 only for staff asking for a company that does not exist).
 */
export async function companyActivityReport(ctx: RequestContext, userGroupId: number, period: ReportPeriodQuery): Promise<CompanyActivityReport> {
  if (!canReadCompanyActivity(ctx.user(), userGroupId)) throw forbidden();
  const row = await loadCompanyActivity(ctx.db, userGroupId, period, ctx.now);
  if (!row.company) throw notFound();
  const itTotal = COURSE_STEP_TOTALS.it ?? 1;

  const employees = row.employees.map((e) => {
    const program = programByNumericId(e.program_id);
    return {
      studentId: e.student_id,
      firstName: e.first_name,
      lastName: e.last_name,
      attended: e.attended,
      missed: e.missed,
      attendanceRate: attendanceRate(e.attended, e.missed),
      programName: program?.name ?? null,
      level: program && program.defaultOrder !== null ? program.id : null,
      itCourseProgress: e.it_steps_done === null ? null : Math.min(100, Math.round((e.it_steps_done / itTotal) * 1000) / 10),
      practiceDays: e.practice_days,
      lastLessonDate: e.last_lesson_date,
    };
  });
  const names = new Map(employees.map((e) => [e.studentId, e]));
  const groups = row.groups.map((g) => {
    const pace = g.recent_lessons / PACE_WEEKS;
    return {
      studentGroupId: g.student_group_id,
      name: g.name,
      held: g.held,
      present: g.present,
      absent: g.absent,
      attendanceRate: attendanceRate(g.present, g.absent),
      lessonsLeft: g.lessons_left,
      weeklyPace: weeklyPace(g.recent_lessons, PACE_WEEKS),
      weeksLeft: weeksLeft(g.lessons_left, pace),
    };
  });
  const attended = employees.reduce((sum, e) => sum + e.attended, 0);
  const missed = employees.reduce((sum, e) => sum + e.missed, 0);

  return {
    company: row.company,
    period: { from: period.from, to: period.to, tz: period.tz },
    totals: {
      held: row.held_total,
      missed,
      attendanceRate: attendanceRate(attended, missed),
      toppedUp: row.top_ups.reduce((sum, t) => sum + t.amount, 0),
      lessonsLeft: groups.reduce((sum, g) => sum + g.lessonsLeft, 0),
    },
    employees,
    employeeMonths: row.employee_months.map((m) => ({
      studentId: m.student_id,
      firstName: names.get(m.student_id)?.firstName ?? '',
      lastName: names.get(m.student_id)?.lastName ?? '',
      month: m.month,
      attended: m.attended,
      missed: m.missed,
    })),
    groups,
    topUps: row.top_ups.map((t) => ({
      id: t.id,
      date: t.date,
      studentGroupId: t.student_group_id,
      groupName: t.group_name,
      formatName: t.format_name,
      amount: t.amount,
    })),
    months: row.months,
  };
}
