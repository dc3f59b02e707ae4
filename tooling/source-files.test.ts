import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain Node module of the tooling package
import { sourceFiles } from './source-files.mjs';

type Options = { extensions?: string[]; tests?: boolean };
const walk = sourceFiles as (dir: string, options?: Options) => string[];

describe('the source files of a folder', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'source-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'export const a = 1;\n');
  };
  const kept = ['src/page.tsx', 'src/model/rules.ts', 'src/model/rules.test.ts'];
  const skipped = [
    'node_modules/lib/index.ts',
    'src/node_modules/lib/index.ts',
    'dist/page.ts',
    'src/dist/page.ts',
    'dist-single/page.ts',
    '@mf-types/page.ts',
    'e2e/test-results/run.ts',
    '.cache/page.ts',
  ];
  for (const file of [...kept, ...skipped, 'src/model/types.d.ts', 'src/styles.module.css', 'src/tools.mjs']) write(file);
  const found = (options?: Options) => walk(root, options).map((file) => path.relative(root, file).split(path.sep).join('/'));

  it('are the .ts and .tsx files of every folder below, in name order', () => {
    expect(found()).toEqual(['src/model/rules.test.ts', 'src/model/rules.ts', 'src/page.tsx']);
  });

  it('leave out node_modules, build output and dot folders, at any depth', () => {
    const files = found();
    for (const file of skipped) expect(files).not.toContain(file);
    expect(files).toEqual(expect.arrayContaining(kept));
  });

  it('take other endings when told, and leave out tests when told', () => {
    expect(found({ extensions: ['.ts', '.mjs'] })).toEqual(['src/model/rules.test.ts', 'src/model/rules.ts', 'src/tools.mjs']);
    expect(found({ tests: false })).toEqual(['src/model/rules.ts', 'src/page.tsx']);
  });

  it('are none for a folder that does not exist', () => {
    expect(walk(path.join(root, 'missing'))).toEqual([]);
  });
});
