import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { preparingPool } from './prepared-statements';
import type { DB } from './schema';

export type Database = Kysely<DB>;

/** bigint counts and numeric money come back as JavaScript numbers. */
const INT8 = 20;
const NUMERIC = 1700;
const toNumber = (value: string) => Number(value);

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's folder; 'memory://' keeps everything in memory (tests). */
  dataDir: string;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE); PGlite has one. */
  poolSize?: number;
  /** Name statements so the PostgreSQL server plans each once per connection (default true). */
  preparedStatements?: boolean;
  /** Called once per SQL statement sent (tests and benchmarks count round trips with it). */
  onStatement?: (sql: string) => void;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
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
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: options.preparedStatements === false ? pool : preparingPool(pool) }), log });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(inMemory ? undefined : options.dataDir, {
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }), log });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/**
 * Refreshes the planner's statistics (ANALYZE). PGlite runs no autovacuum, so without this its
 * planner guesses row counts and picks poor plans; main.ts runs it at start and hourly on PGlite,
 * and once after loading the demo school into a PostgreSQL server (whose autovacuum does the rest).
 */
export async function analyzeDatabase(db: Database): Promise<void> {
  await sql`analyze`.execute(db);
}
