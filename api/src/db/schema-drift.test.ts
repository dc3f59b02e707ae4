import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { checkedValues, readDeclaredColumns, readMigratedColumns, schemaDrift } from './schema-drift';

/** Row types as schema.ts writes them, with Kysely's ColumnType spelled out (the file stands alone). */
const declaredSource = `
type ColumnType<S, I = S, U = S> = { readonly __select__: S; readonly __insert__: I; readonly __update__: U };
type Generated<S> = ColumnType<S, S | undefined, S>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
interface LessonsTable {
  id: Generated<number>;
  title: string;
  level: 'A1' | 'A2';
  starts_at: Timestamp;
  note: string;
  tags: string[];
  payload: { a: number };
  price: string;
  forgotten: number;
}
interface NotesTable { id: number }
export interface DB { lessons: LessonsTable; notes: NotesTable }
`;

describe('the schema drift check', () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'school-schema-'));
    handle = await openDatabase({ dataDir: 'memory://', preparedStatements: false });
    await sql`CREATE TABLE lessons (
      id serial PRIMARY KEY,
      title text NOT NULL,
      level text NOT NULL CHECK (level IN ('A1', 'A2', 'B1')),
      starts_at timestamptz NOT NULL,
      note text,
      tags text[] NOT NULL,
      payload jsonb NOT NULL,
      price integer NOT NULL,
      added boolean NOT NULL DEFAULT false
    )`.execute(handle.db);
    await sql`CREATE TABLE rooms (id integer PRIMARY KEY)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the table and the column of every disagreement between the row types and the migrated tables', async () => {
    const file = path.join(dir, 'schema.ts');
    writeFileSync(file, declaredSource);
    const problems = schemaDrift(readDeclaredColumns(file), await readMigratedColumns(handle.db));
    expect(problems.sort()).toEqual(
      [
        'rooms: created by the migrations, but schema.ts has no type for it in DB',
        'notes: typed in schema.ts, but the migrations create no such table',
        'lessons.added: in the migrations, missing from schema.ts',
        'lessons.forgotten: in schema.ts, but the migrations create no such column',
        'lessons.note: nullable in the migrations, but schema.ts does not allow null',
        'lessons.price: number in the migrations, string in schema.ts',
        'lessons.starts_at: schema.ts lets an insert leave it out, but the migrations give it no default',
        `lessons.level: schema.ts allows "A1", "A2", the migrations' CHECK allows "A1", "A2", "B1"`,
      ].sort(),
    );
  });

  it('accepts a column an insert may leave out when a trigger fills it in, if the exception is named', async () => {
    const file = path.join(dir, 'schema.ts');
    writeFileSync(file, declaredSource);
    const problems = schemaDrift(readDeclaredColumns(file), await readMigratedColumns(handle.db), { 'lessons.starts_at': 'a trigger sets it' });
    expect(problems.some((p) => p.startsWith('lessons.starts_at'))).toBe(false);
  });

  it('reads the values of a CHECK (… IN (…)) as PostgreSQL prints it', () => {
    expect(checkedValues(`CHECK ((status = ANY (ARRAY['present'::text, 'it''s'::text])))`)).toEqual(['present', "it's"]);
    expect(checkedValues('CHECK ((ab_test_group = ANY (ARRAY[1, 2])))')).toEqual([1, 2]);
    expect(checkedValues('CHECK ((amount > 0))')).toBeUndefined();
  });
});
