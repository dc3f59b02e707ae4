import { CompiledQuery, type Compilable } from 'kysely';
import type { Database } from './database';

/**
 * A statement Kysely builds and compiles once per process and database, then runs again with new
 * values: for the large statements every request runs (the session, a report page) building the
 * query tree and its SQL costs more CPU than the database's work.
 *
 * `build` is called once with placeholders in place of the values, so it must not look at them
 * (no branching on a value): a statement of another shape gets another `shape` key. Each run puts
 * the real values where the placeholders ended up among the compiled parameters.
 */
class Placeholder {
  constructor(readonly index: number) {}
}

interface Compiled {
  sql: string;
  /** For each parameter: the index of the value it takes, or the constant it keeps. */
  parameters: ({ arg: number } | { constant: unknown })[];
}

const compiledByDb = new WeakMap<Database, Map<string, Compiled>>();

export function compiledStatement<Args extends readonly unknown[], Row>(
  name: string,
  build: (db: Database, ...args: Args) => Compilable<Row>,
): (db: Database, args: Args, shape?: string) => Promise<Row[]> {
  return async (db, args, shape = '') => {
    let cache = compiledByDb.get(db);
    if (!cache) compiledByDb.set(db, (cache = new Map()));
    const key = `${name}\u0000${shape}`;
    let compiled = cache.get(key);
    if (!compiled) {
      const placeholders = args.map((_, i) => new Placeholder(i)) as unknown as Args;
      const query = build(db, ...placeholders).compile();
      compiled = {
        sql: query.sql,
        parameters: query.parameters.map((p) => (p instanceof Placeholder ? { arg: p.index } : { constant: p })),
      };
      cache.set(key, compiled);
    }
    const parameters = compiled.parameters.map((p) => ('arg' in p ? args[p.arg] : p.constant));
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return rows;
  };
}
