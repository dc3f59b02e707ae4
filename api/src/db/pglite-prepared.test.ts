import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingPGlite } from './pglite-prepared';

interface Notes {
  notes: { id: number; body: string; due: Date | null; done: boolean; score: number | null };
}

let pglite: PGlite;
let db: Kysely<Notes>;
let statements: string[];

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`create table notes (id int primary key, body text not null, due timestamptz, done boolean not null default false, score numeric)`);
  statements = [];
  const traced = await preparingPGlite(pglite);
  // What reaches PGlite: the prepared path sends EXECUTE instead of the statement.
  const original = pglite.query.bind(pglite);
  pglite.query = ((text: string, params?: unknown[], options?: object) => {
    statements.push(text);
    return original(text, params, options);
  }) as typeof pglite.query;
  db = new Kysely<Notes>({ dialect: new PGliteDialect({ pglite: traced }) });
});
afterAll(() => db.destroy());

const prepared = async () => (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) => r.statement);

describe('prepared statements on PGlite', () => {
  it('run a statement seen twice as EXECUTE, with the same answers', async () => {
    const insert = (id: number, body: string, due: Date | null, done: boolean, score: number | null) =>
      db.insertInto('notes').values({ id, body, due, done, score }).returning(['id', 'body', 'due', 'done', 'score']).executeTakeFirstOrThrow();
    const due = new Date('2026-03-01T09:30:00.123Z');
    expect(await insert(1, 'plain', due, true, 4.5)).toEqual({ id: 1, body: 'plain', due, done: true, score: '4.5' });
    expect(await insert(2, "it's a \\ back'slash", null, false, null)).toEqual({ id: 2, body: "it's a \\ back'slash", due: null, done: false, score: null });
    expect(await insert(3, "'); drop table notes; --", due, false, -1e-7)).toMatchObject({ id: 3, body: "'); drop table notes; --" });
    expect(await insert(4, 'Привет, 世界 🙂', due, true, 12)).toMatchObject({ body: 'Привет, 世界 🙂' });
    expect(statements.filter((s) => s.startsWith('EXECUTE'))).toHaveLength(3);
    expect(await prepared()).toHaveLength(1);
    expect(
      (
        await db
          .selectFrom('notes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(4);
  });

  it('count the rows an update or delete changed', async () => {
    const mark = (done: boolean) => db.updateTable('notes').set({ done }).where('id', '>', 2).executeTakeFirst();
    expect(Number((await mark(false)).numUpdatedRows)).toBe(2);
    expect(Number((await mark(true)).numUpdatedRows)).toBe(2);
    expect(statements.at(-1)).toMatch(/^EXECUTE /);
  });

  it('bind values it cannot write as a literal the ordinary way', async () => {
    const find = (body: string) => db.selectFrom('notes').select('id').where('body', '=', body).execute();
    await find('plain');
    await find('plain');
    const before = statements.length;
    expect(await find('with\u0000nul').catch(() => 'refused')).toBe('refused');
    expect(statements[before]).toMatch(/^select/);
  });

  it('keep transactions whole and roll them back', async () => {
    const rename = (id: number, body: string) => db.updateTable('notes').set({ body }).where('id', '=', id).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('notes').set({ body: 'changed' }).where('id', '=', 1).execute();
        await trx.updateTable('notes').set({ body: 'changed' }).where('id', '=', 1).execute();
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await db.selectFrom('notes').select('body').where('id', '=', 1).executeTakeFirstOrThrow()).body).toBe('plain');
    await rename(1, 'renamed');
    await rename(1, 'renamed again');
    expect((await db.selectFrom('notes').select('body').where('id', '=', 1).executeTakeFirstOrThrow()).body).toBe('renamed again');
  });

  it('prepare again when a migration changed the columns a statement returns', async () => {
    const all = () => sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(db);
    await all();
    expect(Object.keys((await all()).rows[0]!)).toEqual(['id', 'body', 'due', 'done', 'score']);
    await sql`alter table notes add column pinned boolean not null default false`.execute(db);
    expect((await all()).rows[0]).toMatchObject({ id: 1, pinned: false });
  });
});
