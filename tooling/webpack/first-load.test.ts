import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain Node module of the scripts
import { federatedFirstLoads } from '../../scripts/first-load.mjs';
// @ts-expect-error a plain CommonJS module of the tooling package
import { startupFiles } from './first-load-plugin.cjs';

const load = (files: string[], consumes: string[] = []) => ({ files, consumes });

/** A built host and commerce remote in a folder of the test's own: first-load.json and files of known sizes. */
let root: string;
function write(file: string, bytes: number, compressed?: number) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), 'x'.repeat(bytes));
  if (compressed !== undefined) writeFileSync(path.join(root, `${file}.br`), 'x'.repeat(compressed));
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'school-first-load-'));
  const hostReport = {
    startup: load(['main.js', 'boot.js', 'boot.css'], ['react', '@school/shared/ui']),
    lazy: { 'host/src/features/profile/index.ts': load(['profile.js'], ['@school/shared/schemas']) },
    provides: { react: load(['react.js']), '@school/shared/ui': load(['ui.js'], ['react']), '@school/shared/schemas': load(['schemas.js']) },
    fallbacks: {},
    exposes: {},
    entry: null,
  };
  const remoteReport = {
    startup: null,
    lazy: {},
    provides: {},
    fallbacks: { react: load(['own-react.js']), '@school/shared/graphql': load(['graphql.js']) },
    exposes: { './DashboardPage': load(['dash.js'], ['react', '@school/shared/graphql']) },
    entry: 'remoteEntry.js',
  };
  write('host/dist/first-load.json', 0);
  writeFileSync(path.join(root, 'host/dist/first-load.json'), JSON.stringify(hostReport));
  write('mfe-commerce/dist/first-load.json', 0);
  writeFileSync(path.join(root, 'mfe-commerce/dist/first-load.json'), JSON.stringify(remoteReport));
  writeFileSync(path.join(root, 'mfe-commerce/dist/pages.json'), JSON.stringify({ pages: [] }));
  for (const [file, bytes, br] of [
    ['host/dist/main.js', 9000, 3000],
    ['host/dist/boot.js', 4000, 1000],
    ['host/dist/boot.css', 800, 200],
    ['host/dist/react.js', 5000, 2000],
    ['host/dist/ui.js', 3000, 1000],
    ['host/dist/schemas.js', 2000, 500],
    ['host/dist/profile.js', 400, undefined],
    ['mfe-commerce/dist/mf-manifest.json', 1000, 300],
    ['mfe-commerce/dist/remoteEntry.js', 6000, 2000],
    ['mfe-commerce/dist/dash.js', 2000, 700],
    ['mfe-commerce/dist/graphql.js', 30000, 9000],
    ['mfe-commerce/dist/own-react.js', 5000, 2000],
  ] as const)
    write(file, bytes, br);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('what a page downloads first', () => {
  it("is the host's startup with the shared modules it takes, each once", () => {
    const report = { startup: load(['main.js', 'boot.js'], ['a', 'b']), provides: { a: load(['a.js'], ['b']), b: load(['b.js']) } };
    expect(startupFiles(report).sort()).toEqual(['a.js', 'b.js', 'boot.js', 'main.js']);
  });

  it('adds a page its own chunks and a remote its manifest, entry and module, shared modules from the host first', () => {
    const rows = federatedFirstLoads(root) as { path: string; who: string; js: number; css: number; requests: number }[];
    const login = rows.find((r) => r.path === '/login')!;
    expect(login).toMatchObject({ js: 3000 + 1000 + 2000 + 1000, css: 200, requests: 5 });
    const settings = rows.find((r) => r.path === '/lms/settings')!;
    // The lazy chunk has no compressed twin (too small): it travels as it is.
    expect(settings.js).toBe(login.js + 400 + 500);
    const student = rows.find((r) => r.path === '/lms/dashboard' && r.who === 'ученик')!;
    // React comes from the host; graphql, which the host does not provide, from the remote; the manifest is a request, not JS.
    expect(student.js).toBe(login.js + 2000 + 700 + 9000);
    expect(student.requests).toBe(login.requests + 4);
  });
});
