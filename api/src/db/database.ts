import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { preparingPGlite } from './pglite-prepared';
import { preparingPool } from './prepared-statements';
import type { DB } from './schema';

export type Database = Kysely<DB>;

/** bigint counts and numeric money come back as JavaScript numbers. */
const INT8 = 20;
const NUMERIC = 1700;
const toNumber = (value: string) => Number(value);

interface DatabaseOptions {
  /** A PostgreSQL server; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's folder; 'memory://' keeps everything in memory (tests). */
  dataDir: string;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE); PGlite has one. */
  poolSize?: number;
  /** Prepare repeated statements so they are parsed and planned once (default true; see prepared-statements.ts, pglite-prepared.ts). */
  preparedStatements?: boolean;
  /** Called once per SQL statement sent (tests and benchmarks count round trips with it). */
  onStatement?: (sql: string) => void;
  /** PGlite: start from this dump of a data folder (`dumpDataDir`) instead of an empty cluster (tests copy a migrated one). */
  loadDataDir?: Blob;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** How the job queue (api/src/jobs) reaches the same database: PGlite's one instance, or the server's URL. */
  jobsConnection: { pglite: PGlite } | { connectionString: string };
  close: () => Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const onStatement = options.onStatement;
  const log = onStatement
    ? (event: LogEvent) => {
        onStatement(event.query.sql);
      }
    : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: {
        getTypeParser: (oid: number, format?: 'text' | 'binary') =>
          oid === INT8 || oid === NUMERIC ? toNumber : pg.types.getTypeParser(oid, format as 'text'),
      },
    });
    // A connection the server drops while idle (a restart, a failover, an administrator) is replaced on
    // the next query; without a listener the pool would rethrow the error and stop the whole process.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.error('An idle PostgreSQL connection was dropped', error.message);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: options.preparedStatements === false ? pool : preparingPool(pool) }), log });
    return {
      db,
      kind: 'postgres',
      jobsConnection: { connectionString: options.databaseUrl },
      close: async () => {
        closing = true;
        await db.destroy();
      },
    };
  }

  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(inMemory ? undefined : options.dataDir, {
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const dialect = new PGliteDialect({ pglite: options.preparedStatements === false ? pglite : await preparingPGlite(pglite) });
  const db = new Kysely<DB>({ dialect, log });
  return { db, kind: 'pglite', jobsConnection: { pglite }, close: () => db.destroy() };
}

/**
 * Refreshes the planner's statistics (ANALYZE). PGlite runs no autovacuum, so without this its
 * planner guesses row counts and picks poor plans; main.ts runs it at start on PGlite and once after
 * loading the demo school into a PostgreSQL server (whose autovacuum does the rest), and on PGlite the
 * core module's statistics sweep runs it hourly (api/src/modules/core/sweeps.ts).
 */
export async function analyzeDatabase(db: Database): Promise<void> {
  await sql`analyze`.execute(db);
}
