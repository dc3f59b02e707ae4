import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '#test/harness';
import { openDatabase, type DatabaseHandle } from './database';

/** Named (prepared) statements on a PostgreSQL server: only there, PGlite plans every statement. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    postgres = await freshPostgresDatabase();
    // One connection, so the statements below meet the ones prepared before them.
    handle = await openDatabase({ databaseUrl: postgres!.url, dataDir: '', poolSize: 1 });
    await sql`create table notes (id int primary key, body text)`.execute(handle.db);
    await sql`insert into notes values (1, 'first'), (2, 'second')`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await postgres?.drop();
  });

  const prepared = async () => {
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db);
    return rows.map((r) => r.statement);
  };

  it('prepare a statement once per connection and reuse it with other values', async () => {
    const read = (id: number) => sql<{ body: string }>`select body from notes where id = ${id}`.execute(handle.db);
    expect((await read(1)).rows).toEqual([{ body: 'first' }]);
    expect((await read(2)).rows).toEqual([{ body: 'second' }]);
    expect((await prepared()).filter((s) => s.includes('from notes where id'))).toHaveLength(1);
  });

  it('prepare again, once, when a migration changed the columns a statement returns', async () => {
    const all = () => sql<Record<string, unknown>>`select * from notes order by id`.execute(handle.db);
    expect((await all()).rows[0]).toEqual({ id: 1, body: 'first' });
    await sql`alter table notes add column pinned boolean not null default false`.execute(handle.db);
    expect((await all()).rows[0]).toEqual({ id: 1, body: 'first', pinned: false });
    expect((await all()).rows).toHaveLength(2);
  });

  it('leave statements other than reads and writes unnamed', async () => {
    await sql`create index notes_body_idx on notes (body)`.execute(handle.db);
    expect((await prepared()).some((s) => s.includes('create index'))).toBe(false);
  });
});
