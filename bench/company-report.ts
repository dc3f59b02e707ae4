/**
 * How fast a company's activity report reads: the demo school in memory (PGlite), plus a company of
 * 500 employees with a year of lessons (individual twice a week for half of them, 25 groups of 10 with
 * two lessons a week and attendance marks), then the «Отчёты» tab's statement for the year and for a
 * month, p50 / p95 over BENCH_RUNS runs (default 30). Target: a year under 300 ms. PGlite runs in this
 * process, so the processor time it used is printed too: it says what the statement costs even on a busy
 * machine, where the wall-clock figures wait for the processor. BENCH_EXPLAIN=1 prints the plan.
 *
 *   pnpm --filter bench company-report
 *
 * A measurement, not a test: it prints numbers and fails only when something does not work.
 */
import { performance } from 'node:perf_hooks';

import { migrateToLatest } from '../api/src/db/migrate';
import { explainCompanyActivity, loadCompanyActivity } from '../api/src/modules/activity-reports/repository';
import { analyzeDatabase, openDatabase } from '../api/src/db/database';
import { seedDemoSchool } from '../api/src/seed/demo-school';

const EMPLOYEES = 500;
const GROUPS = 25;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DAY = 86_400_000;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const now = new Date();
const handle = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(handle.db);
await seedDemoSchool(handle.db, { scale: 'small', now });
const db = handle.db;

const seedStarted = performance.now();
const teacher = await db.selectFrom('users').select('id').where('email', '=', 'teacher@demo.school').executeTakeFirstOrThrow();
const { password_hash } = await db.selectFrom('users').select('password_hash').where('email', '=', 'teacher@demo.school').executeTakeFirstOrThrow();
const company = await db.insertInto('user_groups').values({ name: 'Большая Компания' }).returning('id').executeTakeFirstOrThrow();

await db.transaction().execute(async (trx) => {
  const users = await trx
    .insertInto('users')
    .values(
      Array.from({ length: EMPLOYEES }, (_, i) => ({
        email: `employee${i}@big.example`,
        password_hash,
        first_name: `Имя${i}`,
        last_name: `Фамилия${i}`,
        role_id: 'student' as const,
      })),
    )
    .returning('id')
    .execute();
  const ids = users.map((u) => u.id);
  await trx
    .insertInto('students')
    .values(
      ids.map((user_id) => ({
        user_id,
        linguo_portrait: '{}',
        user_group_id: company.id,
        program_id: 1770,
        activated_at: new Date(now.getTime() - 400 * DAY),
      })),
    )
    .execute();

  // Half of the employees: two individual lessons a week for a year, one in ten missed.
  const individual = [];
  for (const [n, studentId] of ids.slice(0, EMPLOYEES / 2).entries()) {
    for (let week = 0; week < 52; week++) {
      for (const day of [1, 4]) {
        const date = new Date(now.getTime() - (week * 7 + day) * DAY - (n % 10) * 3_600_000);
        individual.push({
          teacher_id: teacher.id,
          student_id: studentId,
          student_group_id: null,
          date,
          created_at: date,
          updated_at: date,
          full_type_id: 'skype-50',
          status: (week + n) % 10 === 0 ? ('missing student' as const) : ('default' as const),
        });
      }
    }
  }
  for (let i = 0; i < individual.length; i += 2_000)
    await trx
      .insertInto('reports')
      .values(individual.slice(i, i + 2_000))
      .execute();

  // 25 groups of 10 of the other half: two lessons a week, one absence in eight marks.
  for (let g = 0; g < GROUPS; g++) {
    const members = ids.slice(EMPLOYEES / 2 + g * 10, EMPLOYEES / 2 + (g + 1) * 10);
    const group = await trx
      .insertInto('student_groups')
      .values({ name: `Группа ${g + 1}`, user_group_id: company.id, subscription_plan_id: null, created_at: new Date(now.getTime() - 400 * DAY) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('student_group_students')
      .values(members.map((student_id) => ({ student_group_id: group.id, student_id })))
      .execute();
    await trx.insertInto('student_group_balances').values({ student_group_id: group.id, report_full_type_id: 'group-60', sum_reports_left: 20 }).execute();
    const lessons = [];
    for (let week = 0; week < 52; week++) {
      for (const day of [2, 5]) {
        const date = new Date(now.getTime() - (week * 7 + day) * DAY);
        lessons.push({
          teacher_id: teacher.id,
          student_id: null,
          student_group_id: group.id,
          date,
          created_at: date,
          updated_at: date,
          full_type_id: 'group-60',
        });
      }
    }
    const reports = await trx.insertInto('reports').values(lessons).returning('id').execute();
    const marks = reports.flatMap((r, i) =>
      members.map((student_id, m) => ({ report_id: r.id, student_id, status: (i + m) % 8 === 0 ? ('absent' as const) : ('present' as const) })),
    );
    for (let i = 0; i < marks.length; i += 2_000)
      await trx
        .insertInto('reports_users')
        .values(marks.slice(i, i + 2_000))
        .execute();
  }
});
if (!process.env.BENCH_NO_ANALYZE) await analyzeDatabase(db);
const counted = await db
  .selectFrom('reports')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
console.log(
  `Компания из ${EMPLOYEES} сотрудников и ${GROUPS} групп, отчётов в базе: ${counted.n} (${((performance.now() - seedStarted) / 1000).toFixed(1)} с на подготовку)`,
);

const iso = (d: Date) => d.toISOString().slice(0, 10);
const periods = {
  'год (365 дней)': { from: iso(new Date(now.getTime() - 364 * DAY)), to: iso(now), tz: 'Europe/Moscow' },
  месяц: { from: iso(new Date(now.getTime() - 30 * DAY)), to: iso(now), tz: 'Europe/Moscow' },
};
for (const [label, period] of Object.entries(periods)) {
  await loadCompanyActivity(db, company.id, period, now);
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const row = await loadCompanyActivity(db, company.id, period, now);
    samples.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
    if (row.employees.length !== EMPLOYEES) throw new Error(`expected ${EMPLOYEES} employees, got ${row.employees.length}`);
  }
  console.log(
    `  отчёт компании, ${label.padEnd(16)} p50 ${percentile(samples, 50).toFixed(1)} мс   p95 ${percentile(samples, 95).toFixed(1)} мс   ` +
      `процессор p50 ${percentile(cpu, 50).toFixed(1)} мс   (${RUNS} замеров)`,
  );
}
if (process.env.BENCH_EXPLAIN) {
  for (const line of await explainCompanyActivity(db, company.id, periods['год (365 дней)'], now)) console.log(line);
}
await handle.close();
