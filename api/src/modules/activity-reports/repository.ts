import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * Activity reports, aggregated in SQL: one statement per view, over the indexed report tables
 * (`reports_student_idx`, `reports_group_idx`, `reports_teacher_idx`, `reports_users_student_idx`).
 *
 * Periods are whole days in the viewer's time zone: `from` 00:00 up to the day after `to` 00:00 in
 * `tz`, converted to instants by the database (`timestamp AT TIME ZONE tz`); months are grouped by
 * the month of a lesson's date in that zone, so a month starts on the 1st in the viewer's zone.
 *
 * What counts (docs/decisions.md, "Activity reports"):
 * - an employee's lesson attended: an individual report of theirs with status 'default', or a group
 *   report of a group of the company that marks them present; missed: an individual report with status
 *   'missing student', or a group report of the company that marks them absent;
 * - lessons held by the company: individual reports of its employees with status 'default' and the
 *   group reports of its groups; lessons missed: as for employees, summed.
 */

/** A group's pace is measured over this many weeks before the period's end. */
export const PACE_WEEKS = 4;

interface PeriodArgs {
  from: string;
  to: string;
  tz: string;
}

/* The rows the statements answer (snake_case as SQL writes them). */
interface CompanyReportRow {
  company: { id: number; name: string } | null;
  employees: {
    student_id: number;
    first_name: string;
    last_name: string;
    program_id: number | null;
    attended: number;
    missed: number;
    it_steps_done: number | null;
    /** Days of the period (in its zone) on which the employee reviewed cards of the daily review. */
    practice_days: number;
    last_lesson_date: string | null;
  }[];
  employee_months: { student_id: number; month: string; attended: number; missed: number }[];
  groups: {
    student_group_id: number;
    name: string;
    held: number;
    present: number;
    absent: number;
    lessons_left: number;
    recent_lessons: number;
  }[];
  top_ups: { id: number; date: string; student_group_id: number; group_name: string; format_name: string; amount: number }[];
  months: { month: string; held: number; missed: number }[];
  held_total: number;
}

/**
 * A company's activity in a period, its last twelve months and its groups' balances, in one statement.
 * A group's current pace is its lessons in the four weeks before the period's end, or before `now`
 * when the period runs on.
 */
export async function loadCompanyActivity(db: Database, userGroupId: number, period: PeriodArgs, now: Date): Promise<CompanyReportRow> {
  const result = await companyActivityStatement(userGroupId, period, now).execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('the company activity statement answered no row');
  return row;
}

/** The plan of `loadCompanyActivity`'s statement with its timings (EXPLAIN ANALYZE), for the bench. */
export async function explainCompanyActivity(db: Database, userGroupId: number, period: PeriodArgs, now: Date): Promise<string[]> {
  const compiled = companyActivityStatement(userGroupId, period, now).compile(db);
  const inlined = compiled.sql.replace(/\$(\d+)/g, (_, n: string) => `'${String(compiled.parameters[Number(n) - 1]).replace(/'/g, "''")}'`);
  const plan = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${inlined}`).execute(db);
  return plan.rows.map((row) => row['QUERY PLAN']);
}

function companyActivityStatement(userGroupId: number, period: PeriodArgs, now: Date) {
  return sql<CompanyReportRow>`
    WITH bounds AS (
      SELECT
        (${period.from}::date)::timestamp AT TIME ZONE ${period.tz} AS t_from,
        ((${period.to}::date) + 1)::timestamp AT TIME ZONE ${period.tz} AS t_to,
        LEAST(
          (${period.from}::date)::timestamp AT TIME ZONE ${period.tz},
          (date_trunc('month', (${period.to}::date)::timestamp) - interval '11 months') AT TIME ZONE ${period.tz}
        ) AS t_start,
        LEAST(((${period.to}::date) + 1)::timestamp AT TIME ZONE ${period.tz}, ${now.toISOString()}::timestamptz) AS t_pace_end
    ),
    employees AS (
      SELECT s.user_id AS student_id, u.first_name, u.last_name, s.program_id
      FROM students s JOIN users u ON u.id = s.user_id
      WHERE s.user_group_id = ${userGroupId}
    ),
    company_groups AS (
      SELECT g.id, g.name FROM student_groups g WHERE g.user_group_id = ${userGroupId}
    ),
    -- One pass over the employees' lessons from the twelve months before the period's end (or the
    -- period's start, when earlier): per employee, month and whether in the period, attended and missed.
    employee_stats AS (
      SELECT x.student_id, date_trunc('month', x.date AT TIME ZONE ${period.tz}) AS month, x.date >= b.t_from AS in_period,
        count(*) FILTER (WHERE x.attended)::int AS attended,
        count(*) FILTER (WHERE NOT x.attended)::int AS missed,
        count(*) FILTER (WHERE x.individual AND x.attended)::int AS individual_held,
        max(x.date) AS last_date
      FROM (
        SELECT r.student_id, r.date, (r.status = 'default') AS attended, true AS individual
        FROM reports r JOIN employees e ON e.student_id = r.student_id, bounds b
        WHERE r.student_group_id IS NULL AND r.date >= b.t_start AND r.date < b.t_to
        UNION ALL
        SELECT ru.student_id, r.date, (ru.status = 'present') AS attended, false AS individual
        FROM reports r
        JOIN company_groups g ON g.id = r.student_group_id
        JOIN reports_users ru ON ru.report_id = r.id
        JOIN employees e ON e.student_id = ru.student_id, bounds b
        WHERE r.date >= b.t_start AND r.date < b.t_to
      ) x, bounds b
      GROUP BY 1, 2, 3
    ),
    -- Lessons the company held per month: its employees' individual lessons (counted above) and its groups' lessons.
    held_months AS (
      SELECT month, in_period, individual_held AS held FROM employee_stats
      UNION ALL
      SELECT date_trunc('month', r.date AT TIME ZONE ${period.tz}) AS month, r.date >= b.t_from AS in_period, count(*)::int AS held
      FROM reports r JOIN company_groups g ON g.id = r.student_group_id, bounds b
      WHERE r.date >= b.t_start AND r.date < b.t_to
      GROUP BY 1, 2
    ),
    employee_totals AS (
      SELECT student_id,
        coalesce(sum(attended) FILTER (WHERE in_period), 0)::int AS attended,
        coalesce(sum(missed) FILTER (WHERE in_period), 0)::int AS missed,
        max(last_date) AS last_date
      FROM employee_stats GROUP BY student_id
    ),
    it_progress AS (
      SELECT c.student_id, count(*) FILTER (WHERE c.field_value >= 1 AND c.field_name NOT LIKE '%-sfinal')::int AS steps_done
      FROM course_results c JOIN employees e ON e.student_id = c.student_id
      WHERE c.course_id = 'it'
      GROUP BY c.student_id
    ),
    it_owners AS (
      SELECT DISTINCT uc.user_id FROM user_courses uc JOIN employees e ON e.student_id = uc.user_id WHERE uc.course_id = 'it'
    ),
    practice AS (
      SELECT l.student_id, count(DISTINCT (l.reviewed_at AT TIME ZONE ${period.tz})::date)::int AS days
      FROM review_logs l JOIN employees e ON e.student_id = l.student_id, bounds b
      WHERE l.reviewed_at >= b.t_from AND l.reviewed_at < b.t_to
      GROUP BY l.student_id
    ),
    group_marks AS (
      SELECT r.student_group_id,
        count(DISTINCT r.id) FILTER (WHERE r.date >= b.t_from AND r.date < b.t_to)::int AS held,
        count(ru.student_id) FILTER (WHERE ru.status = 'present' AND r.date >= b.t_from AND r.date < b.t_to)::int AS present,
        count(ru.student_id) FILTER (WHERE ru.status = 'absent' AND r.date >= b.t_from AND r.date < b.t_to)::int AS absent,
        count(DISTINCT r.id) FILTER (WHERE r.date >= b.t_pace_end - make_interval(days => ${PACE_WEEKS * 7}) AND r.date < b.t_pace_end)::int AS recent_lessons
      FROM reports r JOIN company_groups g ON g.id = r.student_group_id
      LEFT JOIN reports_users ru ON ru.report_id = r.id, bounds b
      WHERE r.date >= LEAST(b.t_from, b.t_pace_end - make_interval(days => ${PACE_WEEKS * 7})) AND r.date < GREATEST(b.t_to, b.t_pace_end)
      GROUP BY r.student_group_id
    ),
    group_balances AS (
      SELECT gb.student_group_id, sum(gb.sum_reports_left)::int AS lessons_left
      FROM student_group_balances gb JOIN company_groups g ON g.id = gb.student_group_id
      GROUP BY gb.student_group_id
    ),
    month_list AS (
      SELECT m AS month
      FROM generate_series(date_trunc('month', (${period.to}::date)::timestamp) - interval '11 months', date_trunc('month', (${period.to}::date)::timestamp), interval '1 month') m
    )
    SELECT
      (SELECT json_build_object('id', ug.id, 'name', ug.name) FROM user_groups ug WHERE ug.id = ${userGroupId}) AS company,
      (
        SELECT coalesce(json_agg(row_to_json(x) ORDER BY x.last_name, x.first_name, x.student_id), '[]'::json) FROM (
          SELECT e.student_id, e.first_name, e.last_name, e.program_id,
            coalesce(t.attended, 0) AS attended, coalesce(t.missed, 0) AS missed,
            CASE WHEN o.user_id IS NOT NULL THEN coalesce(p.steps_done, 0) END AS it_steps_done,
            coalesce(pr.days, 0) AS practice_days,
            to_char(t.last_date AT TIME ZONE ${period.tz}, 'YYYY-MM-DD') AS last_lesson_date
          FROM employees e
          LEFT JOIN employee_totals t ON t.student_id = e.student_id
          LEFT JOIN it_owners o ON o.user_id = e.student_id
          LEFT JOIN it_progress p ON p.student_id = e.student_id
          LEFT JOIN practice pr ON pr.student_id = e.student_id
        ) x
      ) AS employees,
      (
        SELECT coalesce(json_agg(row_to_json(x) ORDER BY x.student_id, x.month), '[]'::json) FROM (
          SELECT s.student_id, to_char(s.month, 'YYYY-MM') AS month, s.attended, s.missed
          FROM employee_stats s WHERE s.in_period
        ) x
      ) AS employee_months,
      (
        SELECT coalesce(json_agg(row_to_json(x) ORDER BY x.name, x.student_group_id), '[]'::json) FROM (
          SELECT g.id AS student_group_id, g.name,
            coalesce(m.held, 0) AS held, coalesce(m.present, 0) AS present, coalesce(m.absent, 0) AS absent,
            coalesce(gb.lessons_left, 0) AS lessons_left, coalesce(m.recent_lessons, 0) AS recent_lessons
          FROM company_groups g
          LEFT JOIN group_marks m ON m.student_group_id = g.id
          LEFT JOIN group_balances gb ON gb.student_group_id = g.id
        ) x
      ) AS groups,
      (
        SELECT coalesce(json_agg(row_to_json(x) ORDER BY x.date, x.id), '[]'::json) FROM (
          SELECT t.id, to_char(t.created_at AT TIME ZONE ${period.tz}, 'YYYY-MM-DD') AS date, g.id AS student_group_id,
            g.name AS group_name, f.name AS format_name, t.amount
          FROM balance_top_ups t
          JOIN company_groups g ON g.id = t.student_group_id
          JOIN report_full_types f ON f.id = t.report_full_type_id, bounds b
          WHERE t.created_at >= b.t_from AND t.created_at < b.t_to
        ) x
      ) AS top_ups,
      (
        SELECT json_agg(row_to_json(x) ORDER BY x.month) FROM (
          SELECT to_char(ml.month, 'YYYY-MM') AS month,
            coalesce((SELECT sum(h.held) FROM held_months h WHERE h.month = ml.month), 0)::int AS held,
            coalesce((SELECT sum(s.missed) FROM employee_stats s WHERE s.month = ml.month), 0)::int AS missed
          FROM month_list ml
        ) x
      ) AS months,
      (SELECT coalesce(sum(h.held), 0) FROM held_months h WHERE h.in_period)::int AS held_total
  `;
}

interface PayrollRateGroupRow {
  teacher_id: number;
  first_name: string;
  last_name: string;
  full_type_id: string;
  format_name: string;
  duration_mins: number;
  lessons: number;
  late: number;
  missing: number;
  absent_marks: number;
  rate_data: Record<string, unknown> | null;
  rate: number | null;
  rate_version: number | null;
  rate_multiplier: number | null;
}

/**
 * The reports of a month (in `tz`) grouped by teacher, format and the rate the report kept: one row
 * per group, so the pay of each group is its count times the amount of its rate
 * (`computeTeacherRate`, the rule the report form shows). A report is late when it was written more
 * than 24 hours after the lesson began (§5).
 */
export async function loadPayrollGroups(db: Database, month: string, tz: string): Promise<PayrollRateGroupRow[]> {
  const result = await sql<PayrollRateGroupRow>`
    WITH bounds AS (
      SELECT (${month} || '-01')::timestamp AT TIME ZONE ${tz} AS t_from,
             ((${month} || '-01')::timestamp + interval '1 month') AT TIME ZONE ${tz} AS t_to
    ),
    month_reports AS (
      SELECT r.* FROM reports r, bounds b WHERE r.date >= b.t_from AND r.date < b.t_to
    ),
    absences AS (
      SELECT ru.report_id, count(*)::int AS absent FROM reports_users ru
      JOIN month_reports r ON r.id = ru.report_id
      WHERE ru.status = 'absent' GROUP BY ru.report_id
    )
    SELECT r.teacher_id, u.first_name, u.last_name, r.full_type_id, f.name AS format_name, f.duration_mins,
      count(*)::int AS lessons,
      count(*) FILTER (WHERE r.created_at > r.date + interval '24 hours')::int AS late,
      count(*) FILTER (WHERE r.status = 'missing student')::int AS missing,
      coalesce(sum(a.absent), 0)::int AS absent_marks,
      r.rate_data, r.rate, r.rate_version, r.rate_salary_payment_method_multiplier AS rate_multiplier
    FROM month_reports r
    JOIN users u ON u.id = r.teacher_id
    JOIN report_full_types f ON f.id = r.full_type_id
    LEFT JOIN absences a ON a.report_id = r.id
    GROUP BY r.teacher_id, u.first_name, u.last_name, r.full_type_id, f.name, f.duration_mins,
      r.rate_data::text, r.rate_data, r.rate, r.rate_version, r.rate_salary_payment_method_multiplier
    ORDER BY u.last_name, u.first_name, r.teacher_id, f.name
  `.execute(db);
  return result.rows;
}

interface SchoolStudentsRow {
  months: { month: string; lessons_used: number; payments: number; payments_sum: number }[];
  low_balances: { student_id: number; first_name: string; last_name: string; lessons_left: number }[];
  inactive: { student_id: number; first_name: string; last_name: string; last_lesson_date: string | null; lessons_left: number }[];
}

/** Lessons below which a balance is running low (inclusive). */
const LOW_BALANCE_LESSONS = 2;
/** Days without a lesson after which an active student is a churn risk. */
const INACTIVE_DAYS = 30;

/**
 * The school's students in a period (in `tz`): lessons used and payments per month, balances running
 * low, and active students without a lesson in the last 30 days before the period's end (or today,
 * when that is earlier) — one statement.
 */
export async function loadSchoolStudents(db: Database, period: PeriodArgs, now: Date): Promise<SchoolStudentsRow> {
  const result = await sql<SchoolStudentsRow>`
    WITH bounds AS (
      SELECT (${period.from}::date)::timestamp AT TIME ZONE ${period.tz} AS t_from,
             ((${period.to}::date) + 1)::timestamp AT TIME ZONE ${period.tz} AS t_to,
             LEAST(((${period.to}::date) + 1)::timestamp AT TIME ZONE ${period.tz}, ${now.toISOString()}::timestamptz) AS t_end
    ),
    month_list AS (
      SELECT to_char(m, 'YYYY-MM') AS month
      FROM generate_series(date_trunc('month', (${period.from}::date)::timestamp), date_trunc('month', (${period.to}::date)::timestamp), interval '1 month') m
    ),
    used AS (
      SELECT to_char(r.date AT TIME ZONE ${period.tz}, 'YYYY-MM') AS month, count(*)::int AS lessons_used
      FROM reports r, bounds b WHERE r.date >= b.t_from AND r.date < b.t_to GROUP BY 1
    ),
    paid AS (
      SELECT to_char(t.date AT TIME ZONE ${period.tz}, 'YYYY-MM') AS month, count(*)::int AS payments, coalesce(sum(t.sum), 0)::int AS payments_sum
      FROM transactions t, bounds b WHERE t.date >= b.t_from AND t.date < b.t_to GROUP BY 1
    ),
    balances AS (
      SELECT student_id, sum(reports_left)::int AS lessons_left FROM student_balances GROUP BY student_id
    ),
    last_lessons AS (
      SELECT student_id, max(date) AS last_date FROM (
        SELECT r.student_id, r.date FROM reports r, bounds b WHERE r.student_id IS NOT NULL AND r.date < b.t_end
        UNION ALL
        SELECT ru.student_id, r.date FROM reports r JOIN reports_users ru ON ru.report_id = r.id, bounds b WHERE r.date < b.t_end
      ) l GROUP BY student_id
    )
    SELECT
      (
        SELECT json_agg(row_to_json(x) ORDER BY x.month) FROM (
          SELECT ml.month, coalesce(u.lessons_used, 0) AS lessons_used, coalesce(p.payments, 0) AS payments, coalesce(p.payments_sum, 0) AS payments_sum
          FROM month_list ml LEFT JOIN used u ON u.month = ml.month LEFT JOIN paid p ON p.month = ml.month
        ) x
      ) AS months,
      (
        SELECT coalesce(json_agg(row_to_json(x) ORDER BY x.lessons_left, x.last_name, x.first_name, x.student_id), '[]'::json) FROM (
          SELECT s.user_id AS student_id, u.first_name, u.last_name, bal.lessons_left
          FROM students s JOIN users u ON u.id = s.user_id JOIN balances bal ON bal.student_id = s.user_id
          WHERE s.activated_at IS NOT NULL AND bal.lessons_left <= ${LOW_BALANCE_LESSONS}
        ) x
      ) AS low_balances,
      (
        SELECT coalesce(json_agg(row_to_json(x) ORDER BY x.last_lesson_date NULLS FIRST, x.last_name, x.first_name, x.student_id), '[]'::json) FROM (
          SELECT s.user_id AS student_id, u.first_name, u.last_name,
            to_char(l.last_date AT TIME ZONE ${period.tz}, 'YYYY-MM-DD') AS last_lesson_date,
            coalesce(bal.lessons_left, 0) AS lessons_left
          FROM students s JOIN users u ON u.id = s.user_id
          LEFT JOIN last_lessons l ON l.student_id = s.user_id
          LEFT JOIN balances bal ON bal.student_id = s.user_id, bounds b
          WHERE s.activated_at IS NOT NULL AND s.activated_at < b.t_end
            AND (l.last_date IS NULL OR l.last_date < b.t_end - make_interval(days => ${INACTIVE_DAYS}))
        ) x
      ) AS inactive
  `.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('the school students statement answered no row');
  return row;
}
