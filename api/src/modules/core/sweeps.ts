import type { AppConfig } from '../../config';
import { analyzeDatabase } from '../../db/database';
import { rateLimitSweep } from '../../http/rate-limit';
import { jobKeySweep, type Sweep } from '../../jobs/sweeps';

const HOUR = 3_600_000;

/**
 * PGlite runs no autovacuum: its planner's statistics are refreshed hourly (ANALYZE), or it guesses
 * row counts and picks poor plans. A PostgreSQL server's autovacuum does this itself.
 */
export const databaseStatisticsSweep: Sweep = { name: 'database-statistics', everyMs: HOUR, run: (db) => analyzeDatabase(db) };

/**
 * The sweeps of the platform's own tables and of the database itself, which belong to no domain:
 * rate-limit counters (api/src/http), the job queue's keys (api/src/jobs) and, on PGlite only, the
 * planner's statistics. The statistics sweep lives here rather than in api/src/db because the choice
 * of database is the school's configuration, which the core module reads anyway (as /api/health
 * does): without DATABASE_URL the school runs on PGlite, one process, and is the only one to refresh them.
 */
export function coreSweeps(config: Pick<AppConfig, 'databaseUrl'>): Sweep[] {
  return [rateLimitSweep, jobKeySweep, ...(config.databaseUrl ? [] : [databaseStatisticsSweep])];
}

/** Every sweep the core module may run: their queues exist whichever database the school uses. */
export const coreSweepKinds: readonly Sweep[] = [rateLimitSweep, jobKeySweep, databaseStatisticsSweep];
