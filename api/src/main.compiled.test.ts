import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '#test/api-process';

/**
 * The production server is compiled JavaScript (api/build.mjs → dist/main.mjs), not TypeScript run
 * through tsx, and needs nothing of the webpack tooling: it starts on an empty production school from
 * the bundle, migrates its database and answers, and Node loads no module of tooling/, webpack, tsx
 * or any TypeScript file meanwhile.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(apiDir, 'dist/main.mjs');
const traceFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'school-compiled-')), 'modules.txt');

describe('the compiled server', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    api = await startApiProcess(
      {
        DATA_DIR: 'memory://',
        NODE_ENV: 'production',
        SEED_DEMO: 'false',
        DEMO_IN_PRODUCTION: 'true',
        PUBLIC_URL: 'http://localhost:8080',
        PLAIN_HTTP: 'true',
        MAIL_OUTBOX_ONLY: 'true',
        SERVE_APPS: 'true',
        MODULE_TRACE_FILE: traceFile,
      },
      120_000,
      apiDir,
      { entry: 'compiled', nodeArgs: ['--import', './test/module-trace.mjs'] },
    );
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
  });

  it('bundles the shared package and no file of tooling/, and imports neither tooling nor webpack nor tsx', () => {
    const code = readFileSync(bundle, 'utf8');
    const bundledFiles = [...code.matchAll(/^\/\/ (\S+\.[cm]?[tj]sx?)$/gm)].map((m) => m[1]!);
    expect(bundledFiles.some((file) => file.startsWith('../shared/src/'))).toBe(true);
    expect(bundledFiles.filter((file) => file.includes('tooling/'))).toEqual([]);
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]!);
    expect(imports).toContain('kysely');
    expect(imports.filter((name) => /tooling|webpack|tsx/.test(name))).toEqual([]);
  });

  it('migrates an empty production database and serves the API and the remotes manifest', async () => {
    const health = await fetch(`${api.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, database: 'pglite' });
    const login = (body: unknown) =>
      fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // The shared contract's schema refuses a bad body; the migrated users table answers an unknown account.
    const bad = await login({ email: 'не адрес', password: '' });
    expect(bad.status).toBe(400);
    expect((await bad.json()) as unknown).toMatchObject({
      errors: [{ field: 'email', message: 'Введите корректный адрес электронной почты' }, { field: 'password' }],
    });
    expect((await login({ email: 'nobody@school.example', password: 'wrong-password' })).status).toBe(401);
    // The remotes' list (once read from the webpack tooling) comes from the shared package.
    const manifest = await fetch(`${api.url}/remotes.json`);
    expect(manifest.status).toBe(200);
    expect(JSON.stringify(await manifest.json())).toContain('/remotes/mfe-teacher/mf-manifest.json');
  });

  it('loads no module of the webpack tooling, webpack, tsx or TypeScript at run time', () => {
    const loaded = readFileSync(traceFile, 'utf8').split('\n').filter(Boolean);
    // The trace sees the bundle and its npm dependencies, so an empty list below proves something.
    expect(loaded.some((url) => url.endsWith('/api/dist/main.mjs'))).toBe(true);
    expect(loaded.some((url) => url.includes('/node_modules/') && url.includes('kysely'))).toBe(true);
    expect(loaded.some((url) => url.includes('/node_modules/') && url.includes('pglite'))).toBe(true);
    expect(loaded.filter((url) => /\/tooling\/|webpack|\/tsx\/|\.[cm]?tsx?$/.test(url))).toEqual([]);
    expect(api.output()).toMatch(/Школа работает: http:\/\/localhost:\d+ \(pglite, с приложениями\)/);
  });

  it('points its stack traces at the TypeScript sources', () => {
    expect(readFileSync(`${bundle}.map`, 'utf8')).toContain('src/main.ts');
  });
});
