import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledStatement } from './compiled';
import { openDatabase, type DatabaseHandle } from './database';

let handle: DatabaseHandle;
const sent: string[] = [];
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', onStatement: (text) => sent.push(text) });
});
afterAll(() => handle.close());

describe('statements compiled once', () => {
  it('build once and run with each call’s values, constants kept, a value used twice filled twice', async () => {
    let builds = 0;
    const statement = compiledStatement('numbers', (db, from: number, label: string) => {
      builds++;
      return db.selectNoFrom([
        sql<number>`${from}::int + ${7}::int`.as('sum'),
        sql<string>`${label}::text || '/' || ${label}::text`.as('twice'),
        sql<boolean>`${true}::boolean`.as('constant'),
      ]);
    });
    expect(await statement(handle.db, [1, 'a'])).toEqual([{ sum: 8, twice: 'a/a', constant: true }]);
    expect(await statement(handle.db, [10, "it's"])).toEqual([{ sum: 17, twice: "it's/it's", constant: true }]);
    expect(builds).toBe(1);
    expect(new Set(sent.slice(-2)).size).toBe(1);
  });

  it('keep the shapes of one statement apart', async () => {
    const statement = compiledStatement('shaped', (db, n: number) => db.selectNoFrom(sql<number>`${n}::int * 2`.as('double')));
    expect(await statement(handle.db, [2], 'first')).toEqual([{ double: 4 }]);
    expect(await statement(handle.db, [3], 'second')).toEqual([{ double: 6 }]);
  });
});
