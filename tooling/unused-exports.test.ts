import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain Node module of the tooling package
import { findUnusedExports } from './unused-exports.mjs';

type Found = { file: string; name: string; usage: 'local' | 'unused' };
type Options = { root: string; checked: string[]; users: string[]; files: string[]; entries: Record<string, string[]> };
const find = findUnusedExports as (options?: Options) => Found[];

describe('the exports of the workspace', () => {
  it('are each used by another file (node tooling/unused-exports.mjs lists the others)', () => {
    const found = find().map(({ file, name, usage }) =>
      usage === 'local' ? `${file}: ${name} is used only in its file, drop \`export\`` : `${file}: ${name} is used nowhere, delete it`,
    );
    expect(found).toEqual([]);
  }, 60_000);
});

describe('the unused-exports finder', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'unused-exports-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    'app/src/model/rules.ts',
    [
      "import * as v from 'valibot';",
      'export const viaBarrel = 1;',
      'export const viaNamespace = 2;',
      'export const LIMIT = 3;',
      'export function localOnly() { return LIMIT; }',
      'export function dead() { return 0; }',
      'export const KindSchema = v.picklist([1, 2]);',
      'export type Kind = v.InferOutput<typeof KindSchema>;',
      'export const viaType = 4;',
      'export const forItsTest = localOnly();',
    ].join('\n'),
  );
  write('app/src/model/rules.test.ts', "import { forItsTest } from './rules';\nexpect(forItsTest).toBe(3);\n");
  write('app/src/model/index.ts', "export * from './rules';\nexport { dead as deadAgain } from './rules';\n");
  write('app/src/pages/page.ts', "import { viaBarrel, type Kind } from '../model';\nexport const shown: Kind = viaBarrel;\nexport default shown;\n");
  write(
    'app/src/pages/other.ts',
    "import * as rules from '../model/rules';\nexport type Typed = typeof import('../model/rules').viaType;\nconsole.log(rules.viaNamespace);\n",
  );
  write('app/tools/config.cjs', "const { shown } = require('../src/pages/page');\nmodule.exports = { shown, unusedHelper: 1 };\n");

  it('lists what only its own file uses and what nothing uses, through barrels, namespaces, import types and require()', () => {
    const found = find({ root, checked: ['app'], users: ['app'], files: [], entries: { 'app/src/pages/page.ts': ['default'] } });
    expect(found).toEqual([
      { file: 'app/src/model/index.ts', name: 'deadAgain', usage: 'unused' },
      { file: 'app/src/model/rules.ts', name: 'dead', usage: 'unused' },
      { file: 'app/src/model/rules.ts', name: 'LIMIT', usage: 'local' },
      { file: 'app/src/model/rules.ts', name: 'localOnly', usage: 'local' },
      { file: 'app/src/pages/other.ts', name: 'Typed', usage: 'unused' },
      { file: 'app/tools/config.cjs', name: 'shown', usage: 'local' },
      { file: 'app/tools/config.cjs', name: 'unusedHelper', usage: 'unused' },
    ]);
  });
});
