import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/harness';
import type { AppDeps } from '../http/context';
import { rateLimitSweep, rateLimits, hitRateLimit } from '../http/rate-limit';
import { allModules } from '../modules';
import { jobKeySweep, planSweep, sweepJob, sweepWorker, type Sweep } from './sweeps';

let server: TestServer;
let startedAt: number;
beforeAll(async () => {
  startedAt = Date.now();
  server = await startTestServer();
});
afterAll(() => server.close());

const plannedPeriods = async (queue: string) =>
  (await sql<{ key: string }>`SELECT key FROM job_keys WHERE queue = ${queue} ORDER BY key`.execute(server.db)).rows.map((r) => Number(r.key));

describe('sweeps run from the job queue, once per period across instances', () => {
  it('the rate-limit sweep is planned when the workers start, once however many instances plan it', async () => {
    const queue = sweepJob(rateLimitSweep).name;
    const planned = await plannedPeriods(queue);
    expect(planned).toHaveLength(1);
    // A second instance starting now plans the same period: nothing more is sent.
    await planSweep(server.jobs, server.db, rateLimitSweep, 0);
    expect(await plannedPeriods(queue)).toEqual(planned);
    expect(planned[0]! * rateLimitSweep.everyMs).toBeGreaterThan(Date.now());
  });

  it('a run sweeps and plans the next period; a late run plans the period to come, not a past one', async () => {
    const swept: Date[] = [];
    const sweep: Sweep = { name: 'test-sweep', everyMs: 60_000, run: async (_db, now) => void swept.push(now) };
    await server.jobs.declare([sweepJob(sweep)]);
    const deps = { db: server.db, jobs: server.jobs, now: () => server.clock.now } as AppDeps;
    const worker = sweepWorker(deps, sweep);
    const current = Math.floor(Date.now() / sweep.everyMs);
    await worker.handler({ period: current + 5 }, { id: 'x', retryCount: 0, isLastAttempt: false, signal: new AbortController().signal });
    expect(swept).toEqual([server.clock.now]);
    expect(await plannedPeriods('sweep.test-sweep')).toEqual([current + 6]);
    await worker.handler({ period: current - 10 }, { id: 'y', retryCount: 0, isLastAttempt: false, signal: new AbortController().signal });
    const late = await plannedPeriods('sweep.test-sweep');
    expect(late[0]).toBeGreaterThan(current);
    expect(late.every((period) => period > current)).toBe(true);
  });

  it('the rate-limit sweep deletes expired counters only; an expired counter never counted anyway', async () => {
    const rule = rateLimits.emailChanges;
    const now = server.clock.now;
    const past = new Date(now.getTime() - 2 * rule.windowMs);
    await hitRateLimit(server.db, rule, 'user:sweep-old', past);
    await hitRateLimit(server.db, rule, 'user:sweep-new', now);
    // The old window's hits do not count now.
    expect((await hitRateLimit(server.db, rule, 'user:sweep-old', now)).hits).toBe(1);
    await rateLimitSweep.run(server.db, now);
    const keys = (await sql<{ key: string }>`SELECT key FROM rate_limits WHERE key LIKE 'user:sweep-%' ORDER BY key`.execute(server.db)).rows.map((r) => r.key);
    expect(keys).toEqual(['user:sweep-new', 'user:sweep-old']);
    const windows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM rate_limits WHERE key = 'user:sweep-old'`.execute(server.db);
    expect(windows.rows[0]!.n).toBe(1);
  });

  it('every sweep the modules list is planned once when the workers start, for a period to come', async () => {
    const deps = {
      db: server.db,
      jobs: server.jobs,
      now: () => server.clock.now,
      config: { databaseUrl: undefined, mail: { smtpUrl: null } },
    } as unknown as AppDeps;
    const queues = allModules()
      .flatMap((m) => m.jobWorkers?.(deps) ?? [])
      .map((w) => w.kind.name)
      .filter((name) => name.startsWith('sweep.'));
    expect(queues).toEqual(
      expect.arrayContaining([
        'sweep.rate-limits',
        'sweep.job-keys',
        'sweep.database-statistics',
        'sweep.sessions',
        'sweep.login-records',
        'sweep.old-mail',
        'sweep.unpaid-orders',
        'sweep.analytics-events',
      ]),
    );
    expect(new Set(queues).size).toBe(queues.length);
    for (const queue of queues) {
      // One run waits (or, at a period's turn, runs and plans the next): never none, never one per instance.
      const waiting = (await server.jobs.boss.findJobs<{ period: number }>(queue)).filter((job) => ['created', 'retry', 'active'].includes(job.state));
      expect(waiting.length, queue).toBeGreaterThanOrEqual(1);
      expect(waiting.length, queue).toBeLessThanOrEqual(2);
      // Planned for a period after the start, not run at once by each starting instance.
      for (const job of waiting) expect(new Date(job.startAfter).getTime(), queue).toBeGreaterThan(startedAt);
    }
  });

  it('the job-key sweep deletes keys past their time; keys still in time and keys for good stay', async () => {
    const now = server.clock.now;
    const key = (name: string, expiresAt: Date | null) => ({ queue: 'sweep.test-keys', key: name, expires_at: expiresAt });
    await server.db
      .insertInto('job_keys')
      .values([key('expired', new Date(now.getTime() - 1000)), key('in-time', new Date(now.getTime() + 60_000)), key('for-good', null)])
      .execute();
    await jobKeySweep.run(server.db, now);
    const left = await server.db.selectFrom('job_keys').select('key').where('queue', '=', 'sweep.test-keys').orderBy('key').execute();
    expect(left.map((k) => k.key)).toEqual(['for-good', 'in-time']);
    expect(jobKeySweep.everyMs).toBe(3_600_000);
  });
});
