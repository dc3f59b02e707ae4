import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/harness';
import type { AppDeps } from '../http/context';
import { rateLimitSweep, rateLimits, hitRateLimit } from '../http/rate-limit';
import { planSweep, sweepJob, sweepWorker, type Sweep } from './sweeps';

let server: TestServer;
beforeAll(async () => {
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
});
