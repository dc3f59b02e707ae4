import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX_BYTES, ANALYTICS_BATCH_MAX_EVENTS, type AnalyticsFunnel, type SupportWidgetData } from '@school/shared/schemas';
import { challengeIn, queryPath, readJson, startTestServer, type TestServer } from '#test/harness';
import { listUserEvents } from './repository';
import { ANALYTICS_RATE_LIMITS } from './limits';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: new Date('2025-03-12T10:00:00Z') });
});
afterAll(() => server.close());

/** As navigator.sendBeacon sends it: a text body, the page's own origin. */
const beacon = (body: string, cookie?: string) =>
  server.request('/api/public/events', {
    method: 'POST',
    cookie,
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost' },
  });
const batch = (events: unknown[]) => JSON.stringify({ events });

describe('analytics events', () => {
  it("stores a visitor's events without any user id", async () => {
    const response = await beacon(
      batch([
        { type: 'visit', path: '/' },
        { type: 'page_view', path: '/introductory-lesson' },
      ]),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accepted: 2 });
    const rows = await listUserEvents(server.db, null);
    expect(rows).toEqual([
      { type: 'visit', target: null, path: '/', user_id: null },
      { type: 'page_view', target: null, path: '/introductory-lesson', user_id: null },
    ]);
  });

  it('refuses an event naming a user, or any other personal field, instead of storing it', async () => {
    for (const extra of [{ userId: 9 }, { email: 'student@demo.school' }, { user_id: 9 }]) {
      const response = await beacon(batch([{ type: 'click', target: 'dashboard.free-lesson', ...extra }]));
      expect(response.status).toBe(400);
    }
    expect((await beacon(JSON.stringify({ events: [{ type: 'visit' }], userId: 9 }))).status).toBe(400);
    expect((await beacon(batch([{ type: 'page_view', path: '/lms/pay?email=a@b.c' }]))).status).toBe(400);
    expect((await beacon(batch([{ type: 'purchase' }]))).status).toBe(400);
    expect((await beacon('not json')).status).toBe(400);
    const [{ count }] = (
      await sql<{ count: number }>`SELECT count(*)::int AS count FROM analytics_events WHERE target = 'dashboard.free-lesson'`.execute(server.db)
    ).rows as [{ count: number }];
    expect(count).toBe(0);
  });

  it("keeps the signed-in user's id, taken from the session only", async () => {
    const cookie = await server.login('student2@demo.school');
    expect((await beacon(batch([{ type: 'click', target: 'dashboard.referral', path: '/lms/dashboard' }]), cookie)).status).toBe(200);
    expect(await listUserEvents(server.db, 10)).toEqual([{ type: 'click', target: 'dashboard.referral', path: '/lms/dashboard', user_id: 10 }]);
  });

  it('refuses a batch above the size limit (413) or with too many events (400)', async () => {
    const big = batch([{ type: 'page_view', path: `/${'a'.repeat(ANALYTICS_BATCH_MAX_BYTES)}` }]);
    expect(big.length).toBeGreaterThan(ANALYTICS_BATCH_MAX_BYTES);
    const response = await beacon(big);
    expect(response.status).toBe(413);
    const many = batch(Array.from({ length: ANALYTICS_BATCH_MAX_EVENTS + 1 }, () => ({ type: 'view', target: 'dashboard.tariffs' })));
    expect(many.length).toBeLessThan(ANALYTICS_BATCH_MAX_BYTES);
    expect((await beacon(many)).status).toBe(400);
    expect((await beacon(batch([]))).status).toBe(400);
  });

  it('refuses a batch from another site', async () => {
    const response = await server.request('/api/public/events', {
      method: 'POST',
      body: batch([{ type: 'visit' }]),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('limits the batches of one sender with counters in the database: a proof past its share, then 429 with Retry-After', async () => {
    const cookie = await server.login('teen@demo.school');
    const { challengeAfter, limit } = ANALYTICS_RATE_LIMITS.perSender;
    const view = () => beacon(batch([{ type: 'view', target: 'dashboard.reviews' }]), cookie);
    for (let i = 0; i < challengeAfter; i++) expect((await view()).status).toBe(200);
    const asked = await view();
    expect(asked.status).toBe(429);
    expect(await challengeIn(asked)).not.toBeNull();
    for (let i = challengeAfter + 1; i < limit; i++) await view();
    const refused = await view();
    expect(refused.status).toBe(429);
    expect(await challengeIn(refused)).toBeNull();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const counters = await sql<{ key: string; hits: number }>`SELECT key, hits FROM rate_limits WHERE rule = 'analytics-events' AND key = 'user:12'`.execute(
      server.db,
    );
    expect(counters.rows).toEqual([{ key: 'user:12', hits: limit + 1 }]);
    // Another sender is not affected; the next window starts afresh.
    const other = await server.login('kid@demo.school');
    expect((await beacon(batch([{ type: 'visit' }]), other)).status).toBe(200);
    server.clock.now = new Date(server.clock.now.getTime() + ANALYTICS_RATE_LIMITS.perSender.windowMs);
    expect((await view()).status).toBe(200);
  });
});

describe('analytics funnel', () => {
  it('is read by admins only', async () => {
    const [admin, manager, teacher, student] = await server.loginAll('admin@demo.school', 'manager@demo.school', 'teacher@demo.school', 'student@demo.school');
    expect((await server.query('analytics.getFunnel', { weeks: 4 }, admin)).status).toBe(200);
    for (const cookie of [manager, teacher, student]) expect((await server.query('analytics.getFunnel', { weeks: 4 }, cookie)).status).toBe(403);
    expect((await server.request(queryPath('analytics.getFunnel', { weeks: 4 }))).status).toBe(401);
    expect((await server.query('analytics.getFunnel', { weeks: 27 }, admin)).status).toBe(400);
  });

  it("counts visits, sign-ups, finished onboardings and buyers per Moscow week, and each dashboard card's views and clicks", async () => {
    const local = server;
    local.clock.now = new Date('2025-03-12T10:00:00Z');
    {
      const week = (iso: string) => sql`${new Date(iso)}`;
      await sql`DELETE FROM analytics_events`.execute(local.db);
      // Sunday 23:30 in Moscow is still the week of 3 March; Monday 00:30 is the week of 10 March.
      await sql`INSERT INTO analytics_events (type, target, user_id, created_at) VALUES
        ('visit', NULL, NULL, ${week('2025-03-09T20:30:00Z')}),
        ('visit', NULL, NULL, ${week('2025-03-09T21:30:00Z')}),
        ('visit', NULL, 13, ${week('2025-03-10T08:00:00Z')}),
        ('onboarding_finished', NULL, 13, ${week('2025-03-10T09:00:00Z')}),
        ('onboarding_finished', NULL, 13, ${week('2025-03-10T09:05:00Z')}),
        ('view', 'dashboard.free-lesson', 13, ${week('2025-03-11T09:00:00Z')}),
        ('view', 'dashboard.free-lesson', 9, ${week('2025-03-11T09:00:00Z')}),
        ('click', 'dashboard.free-lesson', 13, ${week('2025-03-11T09:01:00Z')}),
        ('view', 'dashboard.referral', 9, ${week('2025-03-11T09:00:00Z')}),
        ('click', 'onboarding.reason', 13, ${week('2025-03-11T09:00:00Z')}),
        ('visit', NULL, NULL, ${week('2024-01-01T09:00:00Z')})`.execute(local.db);
      await sql`UPDATE transactions SET date = ${week('2024-01-01T09:00:00Z')}`.execute(local.db);
      await sql`INSERT INTO transactions (student_id, transaction_type_id, sum, date) VALUES
        (13, '50m_v4-4', 4760, ${week('2025-03-11T12:00:00Z')}),
        (13, '50m_v4-8', 8720, ${week('2025-03-11T13:00:00Z')}),
        (9, '50m_v4-4', 4760, ${week('2025-03-05T12:00:00Z')})`.execute(local.db);
      // Every other account of the demo school was opened long before (whatever dates the seed gives it).
      await sql`UPDATE users SET created_at = ${week('2024-01-01T09:00:00Z')}`.execute(local.db);
      await sql`UPDATE users SET created_at = ${week('2025-03-10T07:00:00Z')} WHERE id IN (13, 15)`.execute(local.db);
      await sql`UPDATE users SET created_at = ${week('2025-03-10T07:00:00Z')} WHERE id = 7`.execute(local.db);

      const admin = await local.login('admin@demo.school');
      const funnel = await readJson<AnalyticsFunnel>(await local.query('analytics.getFunnel', { weeks: 2 }, admin));
      expect(funnel.from).toBe('2025-03-03');
      expect(funnel.weeks).toEqual([
        { weekStart: '2025-03-03', visits: 1, signUps: 0, onboardingFinished: 0, purchases: 1 },
        { weekStart: '2025-03-10', visits: 2, signUps: 2, onboardingFinished: 1, purchases: 1 },
      ]);
      expect(funnel.placements).toEqual([
        { target: 'dashboard.free-lesson', views: 2, clicks: 1 },
        { target: 'dashboard.referral', views: 1, clicks: 0 },
      ]);
    }
  });
});

describe('support widget data', () => {
  it("answers the signed-in user's name, contacts, plan and totals", async () => {
    const cookie = await server.login('student@demo.school');
    const data = await readJson<SupportWidgetData>(await server.query('support.getWidgetData', {}, cookie));
    expect(data).toMatchObject({
      name: 'Дмитрий Учеников',
      email: 'student@demo.school',
      phone: '+7 900 000-00-09',
      skype: 'dmitry.learns',
      planName: 'Уроки по 50 минут',
    });
    const [{ n, total, lessons }] = (
      await sql<{
        n: number;
        total: number;
        lessons: number;
      }>`SELECT count(*)::int AS n, coalesce(sum(tr.sum), 0)::float AS total, coalesce(sum(t.reports_amount), 0)::int AS lessons
        FROM transactions tr JOIN transaction_types t ON t.id = tr.transaction_type_id WHERE tr.student_id = 9`.execute(server.db)
    ).rows as [{ n: number; total: number; lessons: number }];
    expect(data).toMatchObject({ paymentsCount: n, paymentsTotal: total, lessonsBought: lessons });
    expect(n).toBeGreaterThan(0);
    const [{ left }] = (
      await sql<{ left: number }>`SELECT coalesce(sum(reports_left), 0)::int AS left FROM student_balances WHERE student_id = 9`.execute(server.db)
    ).rows as [{ left: number }];
    expect(data.lessonsLeft).toBe(left);
    expect((await server.request(queryPath('support.getWidgetData', {}))).status).toBe(401);
  });
});

describe('onboarding A/B group', () => {
  it('is chosen from the user id when a user is created, stored, and kept when named', async () => {
    await sql`INSERT INTO users (id, email, password_hash) SELECT g, 'ab' || g || '@test.example', 'x' FROM generate_series(5000, 5199) g`.execute(server.db);
    await sql`INSERT INTO users (id, email, password_hash, ab_test_group) VALUES (5200, 'named@test.example', 'x', 2)`.execute(server.db);
    const rows = (
      await sql<{ id: number; ab_test_group: number; expected: number }>`
      SELECT id, ab_test_group, 1 + get_byte(decode(md5('onboarding-ab:' || id::text), 'hex'), 0) % 2 AS expected
      FROM users WHERE id BETWEEN 5000 AND 5199 ORDER BY id`.execute(server.db)
    ).rows;
    expect(rows.every((r) => r.ab_test_group === r.expected)).toBe(true);
    const ones = rows.filter((r) => r.ab_test_group === 1).length;
    expect(ones).toBeGreaterThan(70);
    expect(ones).toBeLessThan(130);
    const named = await server.db.selectFrom('users').select('ab_test_group').where('id', '=', 5200).executeTakeFirstOrThrow();
    expect(named.ab_test_group).toBe(2);
    // The demo accounts keep the groups the demo school gives them.
    const demo = await server.db.selectFrom('users').select(['id', 'ab_test_group']).where('id', 'in', [9, 10, 13]).orderBy('id').execute();
    expect(demo).toEqual([
      { id: 9, ab_test_group: 1 },
      { id: 10, ab_test_group: 2 },
      { id: 13, ab_test_group: 1 },
    ]);
  });
});
