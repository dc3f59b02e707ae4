import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The tables of the `DB` interface in api/src/db/schema.ts (checked against the migrations by api/src/db/schema.test.ts). */
function declaredTables(): string[] {
  const schema = readFileSync(path.join(root, 'api/src/db/schema.ts'), 'utf8');
  const db = schema.slice(schema.indexOf('export interface DB {'));
  return [...db.slice(0, db.indexOf('\n}')).matchAll(/^\s+([a-z_]+): [A-Za-z]+Table;$/gm)].map((m) => m[1]).sort();
}

/** The tables docs/data-model.md describes: the names in the first column of its tables. */
function describedTables(): string[] {
  const doc = readFileSync(path.join(root, 'docs/data-model.md'), 'utf8');
  const firstCells = [...doc.matchAll(/^\| ([^|]+) \|/gm)].map((m) => m[1]);
  return [...new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`([a-z_]+)`/g)].map((m) => m[1])))].sort();
}

describe('the data model page (docs/data-model.md)', () => {
  it('describes every table of api/src/db/schema.ts and no other', () => {
    const declared = declaredTables();
    expect(declared.length).toBeGreaterThan(50);
    const described = describedTables();
    expect(
      declared.filter((t) => !described.includes(t)),
      'tables missing from docs/data-model.md: add each to the table of its area',
    ).toEqual([]);
    expect(
      described.filter((t) => !declared.includes(t)),
      'docs/data-model.md describes tables that no longer exist',
    ).toEqual([]);
  });
});
