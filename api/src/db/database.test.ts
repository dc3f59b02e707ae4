import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '#test/harness';
import { openDatabase, type DatabaseHandle } from './database';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    postgres = await freshPostgresDatabase();
    handle = await openDatabase({ databaseUrl: postgres!.url, dataDir: '', poolSize: 2 });
  });
  afterAll(async () => {
    await handle.close();
    await postgres?.drop();
  });

  it('survive the server dropping its idle connections and answer the next query on a new one', async () => {
    const backend = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid;
    const first = await backend();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [first]);
    } finally {
      await admin.end();
    }
    // The pool hears of the drop as an error event of the idle connection: no listener would end the process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await backend();
    expect(next).not.toBe(first);
  });
});
