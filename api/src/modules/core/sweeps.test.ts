import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/harness';
import type { AppDeps } from '../../http/context';
import { rateLimitSweep } from '../../http/rate-limit';
import { jobKeySweep, sweepJob } from '../../jobs/sweeps';
import { coreModule } from './routes';
import { databaseStatisticsSweep } from './sweeps';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const workersOn = (databaseUrl: string | undefined) => (coreModule().jobWorkers?.({ config: { databaseUrl } } as AppDeps) ?? []).map((w) => w.kind.name);

describe('the core module sweeps the platform’s tables and, on PGlite, refreshes the planner’s statistics', () => {
  it('on PGlite: rate limits, job keys and the statistics, hourly as before', () => {
    expect(workersOn(undefined)).toEqual(['sweep.rate-limits', 'sweep.job-keys', 'sweep.database-statistics']);
    expect(databaseStatisticsSweep.everyMs).toBe(3_600_000);
  });

  it('on a PostgreSQL server, whose autovacuum keeps the statistics: no statistics sweep', () => {
    expect(workersOn('postgres://school@db.example/school')).toEqual([sweepJob(rateLimitSweep).name, sweepJob(jobKeySweep).name]);
  });

  it('declares every sweep’s queue whichever database the school runs on', () => {
    expect(coreModule().jobKinds?.map((kind) => kind.name)).toEqual(['sweep.rate-limits', 'sweep.job-keys', 'sweep.database-statistics']);
  });

  it('the statistics sweep runs ANALYZE: a table never analyzed gets its row count', async () => {
    const rowCount = async () =>
      (await sql<{ reltuples: number }>`SELECT reltuples::int AS reltuples FROM pg_class WHERE relname = 'sweep_statistics_probe'`.execute(server.db)).rows[0]!
        .reltuples;
    await sql`CREATE TABLE sweep_statistics_probe (n int)`.execute(server.db);
    await sql`INSERT INTO sweep_statistics_probe SELECT generate_series(1, 500)`.execute(server.db);
    try {
      expect(await rowCount()).not.toBe(500);
      await databaseStatisticsSweep.run(server.db, server.clock.now);
      expect(await rowCount()).toBe(500);
    } finally {
      await sql`DROP TABLE sweep_statistics_probe`.execute(server.db);
    }
  });
});
