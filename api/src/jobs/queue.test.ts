import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '#test/harness';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { defineJob, jobWorker, startJobQueue, type JobQueue } from './queue';

/** The job queue on the school's own database: PGlite here, the PostgreSQL server in the api-postgres project. */

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
};

const echo = defineJob({ name: 'test.echo', schema: v.object({ n: v.number() }), retry: { limit: 0 } });
const flaky = defineJob({ name: 'test.flaky', schema: v.object({ n: v.number() }), retry: { limit: 3, delaySeconds: 1, backoff: true } });
const slow = defineJob({ name: 'test.slow', schema: v.object({ ms: v.number() }), retry: { limit: 0 } });

describe('the job queue', () => {
  let handle: DatabaseHandle;
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let queue: JobQueue;
  const seen: number[] = [];
  const attempts = new Map<number, number[]>();
  let slowFinished = 0;

  beforeAll(async () => {
    postgres = await freshPostgresDatabase();
    handle = await openDatabase({ dataDir: 'memory://', databaseUrl: postgres?.url });
    await migrateToLatest(handle.db);
    queue = await startJobQueue(handle, {
      supervise: false,
      pollingIntervalSeconds: 0.5,
      workers: [
        jobWorker(echo, async ({ n }) => {
          seen.push(n);
        }),
        jobWorker(flaky, async ({ n }, run) => {
          attempts.set(n, [...(attempts.get(n) ?? []), Date.now()]);
          if (run.retryCount < 2) throw new Error(`attempt ${run.retryCount} refused`);
        }),
        jobWorker(
          slow,
          async ({ ms }) => {
            await new Promise((resolve) => setTimeout(resolve, ms));
            slowFinished++;
          },
          { pollingIntervalSeconds: 1 },
        ),
      ],
    });
  }, 120_000);

  afterAll(async () => {
    await queue?.stop(1_000);
    await handle?.close();
    await postgres?.drop();
  });

  it('polls at the queue’s interval unless a worker has one of its own', () => {
    const intervals = Object.fromEntries(queue.boss.getWipData().map((w) => [w.name, w.options.pollingIntervalSeconds]));
    expect(intervals).toEqual({ 'test.echo': 0.5, 'test.flaky': 0.5, 'test.slow': 1 });
  });

  it('runs a job sent in a transaction once the transaction commits, and never one whose transaction rolled back', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await queue.send(trx, echo, { n: 1 });
    });
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await queue.send(trx, echo, { n: 2 });
        throw new Error('the action failed');
      })
      .catch(() => undefined);
    await queue.send(handle.db, echo, { n: 3 });
    await until(() => seen.includes(1) && seen.includes(3));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(seen.filter((n) => n === 2)).toEqual([]);
  });

  it('sends one job per key, however often and however simultaneously the key is sent', async () => {
    const ids = await Promise.all([10, 10, 10, 10].map((n) => queue.send(handle.db, echo, { n }, { key: 'once-10' })));
    expect(ids.filter(Boolean)).toHaveLength(1);
    expect(await queue.send(handle.db, echo, { n: 10 }, { key: 'once-10' })).toBeNull();
    // A key rolled back with its transaction is free again.
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await queue.send(trx, echo, { n: 11 }, { key: 'once-11' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await queue.send(handle.db, echo, { n: 11 }, { key: 'once-11' })).not.toBeNull();
    await until(() => seen.includes(10) && seen.includes(11));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(seen.filter((n) => n === 10)).toHaveLength(1);
    const keys = await sql<{ key: string; job_id: string | null }>`SELECT key, job_id FROM job_keys ORDER BY key`.execute(handle.db);
    expect(keys.rows.map((r) => r.key)).toEqual(['once-10', 'once-11']);
    expect(keys.rows.every((r) => r.job_id)).toBe(true);
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    await queue.send(handle.db, flaky, { n: 1 });
    await until(() => (attempts.get(1)?.length ?? 0) >= 3, 30_000);
    const [first, second, third] = attempts.get(1)!;
    expect(second! - first!).toBeGreaterThanOrEqual(900);
    expect(third! - second!).toBeGreaterThanOrEqual(second! - first! - 500);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(attempts.get(1)).toHaveLength(3);
  }, 40_000);

  it('refuses a payload that does not fit its kind, and a kind nobody declared', async () => {
    await expect(queue.send(handle.db, echo, { n: 'one' } as unknown as { n: number })).rejects.toThrow();
    const unknown = defineJob({ name: 'test.undeclared', schema: v.object({}) });
    await expect(queue.send(handle.db, unknown, {})).rejects.toThrow(/not declared/);
  });

  it('lets a running job finish when it stops', async () => {
    await queue.send(handle.db, slow, { ms: 1_500 });
    await until(async () => {
      const active = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test.slow' AND state = 'active'`.execute(handle.db);
      return active.rows[0]!.n > 0;
    });
    await queue.stop(10_000);
    expect(slowFinished).toBe(1);
    await expect(queue.send(handle.db, echo, { n: 99 })).rejects.toThrow(/stopped/);
  }, 30_000);
});
