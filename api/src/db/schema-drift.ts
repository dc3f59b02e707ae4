import { sql } from 'kysely';
import ts from 'typescript';
import type { Database } from './database';

/**
 * Compares the row types of api/src/db/schema.ts with the tables the migrations create, so that the
 * two cannot drift apart (schema.test.ts). What is compared, column by column:
 *   - every table and column exists on both sides;
 *   - nullability: `T | null` in the type ⇔ a column without NOT NULL;
 *   - the type's family: number, string, boolean, date, an array of one of these, or JSON (json/jsonb
 *     columns take any type);
 *   - a column the type lets an insert leave out (`Generated`, `ColumnType<…, … | undefined, …>`) is
 *     nullable, has a default or is an identity;
 *   - a type that lists literal values (`'a' | 'b'`, `1 | 2`) lists exactly those of the column's
 *     CHECK (… IN (…)) when it has one.
 */

type Family = 'number' | 'string' | 'boolean' | 'date' | 'json' | `${'number' | 'string' | 'boolean' | 'date'}[]` | 'unknown';

/** What one side says about a column. */
interface ColumnFacts {
  family: Family;
  /** null: cannot tell (a column typed `unknown`). */
  nullable: boolean | null;
  /** Declared side: an insert may leave it out. Migrated side: the database fills it in (default or identity). */
  optionalOnInsert: boolean;
  /** The literal values the column may hold, when one side restricts it to a list. */
  values?: (string | number)[];
}

/** table → column → facts */
type Columns = Map<string, Map<string, ColumnFacts>>;

const sqlFamilies: Record<string, Family> = {
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  numeric: 'number',
  real: 'number',
  'double precision': 'number',
  text: 'string',
  'character varying': 'string',
  character: 'string',
  uuid: 'string',
  boolean: 'boolean',
  'timestamp with time zone': 'date',
  'timestamp without time zone': 'date',
  date: 'date',
  json: 'json',
  jsonb: 'json',
};

/** Element types of array columns, by udt_name (_text → text[]). */
const arrayElements: Record<string, Family> = { _text: 'string', _varchar: 'string', _int2: 'number', _int4: 'number', _int8: 'number', _bool: 'boolean' };

/** The values of `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))` or `ARRAY[1, 2]`, as PostgreSQL prints them. */
export function checkedValues(definition: string): (string | number)[] | undefined {
  const list = /= ANY \(+ARRAY\[(.*)\]\)/.exec(definition)?.[1];
  if (!list) return undefined;
  return list.split(',').map((item) => {
    const text = /'((?:[^']|'')*)'/.exec(item);
    return text ? text[1]!.replaceAll("''", "'") : Number(item.replace(/[()]|::\w+/g, '').trim());
  });
}

/** The tables of the migrated database (the migrator's own tables left out). */
export async function readMigratedColumns(db: Database): Promise<Columns> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    is_nullable: 'YES' | 'NO';
    data_type: string;
    udt_name: string;
    column_default: string | null;
    is_identity: 'YES' | 'NO';
  }>`SELECT c.table_name, c.column_name, c.is_nullable, c.data_type, c.udt_name, c.column_default, c.is_identity
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name NOT LIKE 'kysely_migration%'`.execute(db);
  const checks = await sql<{ table_name: string; column_name: string; definition: string }>`
    SELECT cl.relname AS table_name, a.attname AS column_name, pg_get_constraintdef(con.oid) AS definition
      FROM pg_constraint con
      JOIN pg_class cl ON cl.oid = con.conrelid
      JOIN pg_namespace n ON n.oid = cl.relnamespace
      JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = con.conkey[1]
     WHERE con.contype = 'c' AND cardinality(con.conkey) = 1 AND n.nspname = current_schema()`.execute(db);

  const columns: Columns = new Map();
  for (const row of rows) {
    const family: Family =
      row.data_type === 'ARRAY'
        ? (`${arrayElements[row.udt_name] ?? 'unknown'}[]` as Family)
        : row.data_type === 'USER-DEFINED'
          ? 'string'
          : (sqlFamilies[row.data_type] ?? 'unknown');
    const table = columns.get(row.table_name) ?? new Map<string, ColumnFacts>();
    table.set(row.column_name, {
      family,
      nullable: row.is_nullable === 'YES',
      optionalOnInsert: row.column_default !== null || row.is_identity === 'YES',
    });
    columns.set(row.table_name, table);
  }
  for (const check of checks.rows) {
    const values = checkedValues(check.definition);
    const facts = columns.get(check.table_name)?.get(check.column_name);
    if (values && facts) facts.values = values;
  }
  return columns;
}

/** The row types of schema.ts: the properties of its `DB` interface, read with the TypeScript checker. */
export function readDeclaredColumns(schemaFile: string): Columns {
  const program = ts.createProgram([schemaFile], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile);
  if (!source) throw new Error(`${schemaFile} not found`);
  const dbInterface = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'DB');
  if (!dbInterface) throw new Error(`${schemaFile} has no interface DB`);

  const columns: Columns = new Map();
  for (const table of checker.getTypeAtLocation(dbInterface).getProperties()) {
    const tableType = checker.getTypeOfSymbol(table);
    const facts = new Map<string, ColumnFacts>();
    for (const column of tableType.getProperties()) facts.set(column.name, declaredFacts(checker, checker.getTypeOfSymbol(column)));
    columns.set(table.name, facts);
  }
  return columns;
}

/** Kysely's ColumnType<Select, Insert, Update> (and Generated<T>) carries its parts as __select__ and __insert__. */
function part(checker: ts.TypeChecker, type: ts.Type, name: '__select__' | '__insert__'): ts.Type {
  const symbol = type.getProperty(name);
  return symbol ? checker.getTypeOfSymbol(symbol) : type;
}

const members = (type: ts.Type): ts.Type[] => (type.isUnion() ? type.types : [type]);
const has = (type: ts.Type, flag: ts.TypeFlags) => members(type).some((t) => (t.flags & flag) !== 0);

function declaredFacts(checker: ts.TypeChecker, type: ts.Type): ColumnFacts {
  const select = part(checker, type, '__select__');
  const insert = part(checker, type, '__insert__');
  const unknown = has(select, ts.TypeFlags.Unknown | ts.TypeFlags.Any);
  const present = members(select).filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
  const literals = present.every((t) => t.isStringLiteral() || t.isNumberLiteral()) ? present.map((t) => (t as ts.LiteralType).value as string | number) : [];
  return {
    family: unknown ? 'unknown' : familyOf(checker, present),
    nullable: unknown ? null : has(select, ts.TypeFlags.Null),
    // `unknown` swallows `undefined`: whether an insert may leave such a column out cannot be told.
    optionalOnInsert: !has(insert, ts.TypeFlags.Unknown | ts.TypeFlags.Any) && has(insert, ts.TypeFlags.Undefined),
    ...(literals.length > 0 ? { values: literals } : {}),
  };
}

function familyOf(checker: ts.TypeChecker, types: ts.Type[]): Family {
  const families = new Set(
    types.map((t): Family => {
      if (t.flags & ts.TypeFlags.NumberLike) return 'number';
      if (t.flags & ts.TypeFlags.StringLike) return 'string';
      if (t.flags & ts.TypeFlags.BooleanLike) return 'boolean';
      if (t.getSymbol()?.name === 'Date') return 'date';
      if (checker.isArrayType(t)) {
        const element = familyOf(checker, members(checker.getTypeArguments(t as ts.TypeReference)[0]!));
        return element === 'json' || element === 'unknown' || element.endsWith('[]') ? 'json' : (`${element}[]` as Family);
      }
      return 'json';
    }),
  );
  return families.size === 1 ? [...families][0]! : 'json';
}

const list = (values: (string | number)[]) =>
  [...values]
    .sort()
    .map((value) => JSON.stringify(value))
    .join(', ');

/**
 * Every disagreement between the declared row types and the migrated tables, one sentence each,
 * naming the table and the column. `allowedOmissions` lists `table.column`s an insert may leave out
 * although the column has no default (a trigger fills them in), with the reason.
 */
export function schemaDrift(declared: Columns, migrated: Columns, allowedOmissions: Record<string, string> = {}): string[] {
  const problems: string[] = [];
  for (const table of migrated.keys()) if (!declared.has(table)) problems.push(`${table}: created by the migrations, but schema.ts has no type for it in DB`);
  for (const [table, declaredColumns] of declared) {
    const migratedColumns = migrated.get(table);
    if (!migratedColumns) {
      problems.push(`${table}: typed in schema.ts, but the migrations create no such table`);
      continue;
    }
    for (const column of migratedColumns.keys())
      if (!declaredColumns.has(column)) problems.push(`${table}.${column}: in the migrations, missing from schema.ts`);
    for (const [column, d] of declaredColumns) {
      const m = migratedColumns.get(column);
      const name = `${table}.${column}`;
      if (!m) {
        problems.push(`${name}: in schema.ts, but the migrations create no such column`);
        continue;
      }
      if (d.nullable !== null && d.nullable !== m.nullable)
        problems.push(
          `${name}: ${m.nullable ? 'nullable' : 'NOT NULL'} in the migrations, but schema.ts ${d.nullable ? 'allows null' : 'does not allow null'}`,
        );
      const familyAgrees = m.family === 'json' || d.family === 'unknown' || d.family === m.family;
      if (!familyAgrees) problems.push(`${name}: ${m.family} in the migrations, ${d.family} in schema.ts`);
      if (d.optionalOnInsert && !m.optionalOnInsert && !m.nullable && !(name in allowedOmissions))
        problems.push(`${name}: schema.ts lets an insert leave it out, but the migrations give it no default`);
      if (d.values && m.values && list(d.values) !== list(m.values))
        problems.push(`${name}: schema.ts allows ${list(d.values)}, the migrations' CHECK allows ${list(m.values)}`);
    }
  }
  return problems;
}
