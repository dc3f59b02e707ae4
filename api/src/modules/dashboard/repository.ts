import { sql } from 'kysely';
import type { AnalyticsEvent, AnalyticsFunnel, FunnelWeek, PlacementStat } from '@school/shared/schemas';
import { DASHBOARD_TARGET_PREFIX } from '@school/shared/domain';
import type { Database } from '../../db/database';

/** Analytics events and the admin funnel: the only code of this module touching the database. */

/** The school's week: Monday to Sunday, Moscow time. */
const SCHOOL_TIME_ZONE = 'Europe/Moscow';

export async function insertAnalyticsEvents(db: Database, userId: number | null, events: AnalyticsEvent[], now: Date): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('analytics_events')
    .values(events.map((e) => ({ type: e.type, target: e.target ?? null, path: e.path ?? null, user_id: userId, created_at: now })))
    .execute();
}

/** Drops events older than `before` (the retention of the analytics). */
export async function deleteOldAnalyticsEvents(db: Database, before: Date): Promise<void> {
  await db.deleteFrom('analytics_events').where('created_at', '<', before).execute();
}

/** The events a user sent (tests and a user's data export). */
export async function listUserEvents(db: Database, userId: number | null) {
  const query = db.selectFrom('analytics_events').select(['type', 'target', 'path', 'user_id']).orderBy('id');
  return userId === null ? query.where('user_id', 'is', null).execute() : query.where('user_id', '=', userId).execute();
}

/** 'yyyy-MM-dd' plus whole days, on the calendar (no time zone involved). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The weekly funnel and the dashboard placements over the last `weeks` weeks up to `now`. */
export async function analyticsFunnel(db: Database, weeks: number, now: Date): Promise<AnalyticsFunnel> {
  const bounds = await sql<{ from_day: string; from_at: Date }>`
    SELECT to_char(m.monday, 'YYYY-MM-DD') AS from_day, (m.monday AT TIME ZONE ${SCHOOL_TIME_ZONE}) AS from_at
    FROM (SELECT date_trunc('week', ${now}::timestamptz AT TIME ZONE ${SCHOOL_TIME_ZONE}) - make_interval(weeks => ${weeks - 1}) AS monday) m
  `.execute(db);
  const { from_day: fromDay, from_at: fromAt } = bounds.rows[0]!;
  const week = (column: string) => sql<string>`to_char(date_trunc('week', ${sql.ref(column)} AT TIME ZONE ${SCHOOL_TIME_ZONE}), 'YYYY-MM-DD')`;

  const [visits, finished, signUps, purchases, placements] = await Promise.all([
    db
      .selectFrom('analytics_events')
      .select([week('created_at').as('week'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('type', '=', 'visit')
      .where('created_at', '>=', fromAt)
      .where('created_at', '<=', now)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('analytics_events')
      .select([week('created_at').as('week'), sql<number>`count(DISTINCT user_id)`.as('n')])
      .where('type', '=', 'onboarding_finished')
      .where('created_at', '>=', fromAt)
      .where('created_at', '<=', now)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('users')
      .select([week('created_at').as('week'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('is_teacher', '=', false)
      .where('is_admin', '=', false)
      .where('is_client_manager', '=', false)
      .where('role_id', 'in', ['user', 'studying_user', 'student'])
      .where('created_at', '>=', fromAt)
      .where('created_at', '<=', now)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('transactions')
      .select([week('date').as('week'), sql<number>`count(DISTINCT student_id)`.as('n')])
      .where('date', '>=', fromAt)
      .where('date', '<=', now)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('analytics_events')
      .select(['target', sql<number>`count(*) FILTER (WHERE type = 'view')`.as('views'), sql<number>`count(*) FILTER (WHERE type = 'click')`.as('clicks')])
      .where('type', 'in', ['view', 'click'])
      .where('target', 'like', `${DASHBOARD_TARGET_PREFIX}%`)
      .where('created_at', '>=', fromAt)
      .where('created_at', '<=', now)
      .groupBy('target')
      .orderBy('target')
      .limit(200)
      .execute(),
  ]);

  const byWeek = (rows: { week: string; n: number }[]) => new Map(rows.map((r) => [r.week, Number(r.n)]));
  const [v, f, s, p] = [byWeek(visits), byWeek(finished), byWeek(signUps), byWeek(purchases)];
  const funnelWeeks: FunnelWeek[] = Array.from({ length: weeks }, (_, i) => {
    const weekStart = addDays(fromDay, i * 7);
    return {
      weekStart,
      visits: v.get(weekStart) ?? 0,
      signUps: s.get(weekStart) ?? 0,
      onboardingFinished: f.get(weekStart) ?? 0,
      purchases: p.get(weekStart) ?? 0,
    };
  });
  const placementStats: PlacementStat[] = placements
    .filter((r): r is typeof r & { target: string } => r.target !== null)
    .map((r) => ({ target: r.target, views: Number(r.views), clicks: Number(r.clicks) }));
  return { from: fromDay, weeks: funnelWeeks, placements: placementStats };
}
