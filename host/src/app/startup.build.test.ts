import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_APPS } from '@school/shared/pages';
// @ts-expect-error a plain CommonJS module of the tooling package
import { hostProvidedShares } from '../../../tooling/webpack/build-parts.cjs';

// Checks of the production build (`pnpm test:build`, after `pnpm build`): run against host/dist.
const dist = join(__dirname, '../../dist');
/** The built files of an app of the workspace: 'mfe-teacher' → …/mfe-teacher/dist. */
const distOf = (app: string) => join(__dirname, '../../..', app, 'dist');
/** The host and every remote, by folder. */
const APPS = ['host', ...REMOTE_APPS.map((remote) => remote.pkg)];

const firstLoad = JSON.parse(readFileSync(join(dist, 'first-load.json'), 'utf8')) as {
  startup: { files: string[]; consumes: string[] };
  provides: Record<string, { files: string[] }>;
};
const startupCode = firstLoad.startup.files
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(dist, file), 'utf8'))
  .join('\n');

describe('the built host', () => {
  it('starts with the calls any page makes at once, and loads each area of the registry with the first call that needs it', () => {
    // The session, signing in: with the client.
    expect(startupCode).toContain('/auth/session');
    expect(startupCode).toContain('/auth/login');
    // The registry and the schemas as a whole are not part of the startup.
    expect(firstLoad.startup.consumes).not.toContain('@school/shared/contracts');
    expect(firstLoad.startup.consumes).not.toContain('@school/shared/schemas');
    for (const path of ['/auth/password/forgot', '/content/programs', '/server/me/password', '/server/students/:studentId/appointments'])
      expect(startupCode, `${path} in the startup`).not.toContain(path);
    // They are in the build, each area in a file of its own: the accounts' calls without the catalogue's.
    const lazyCode = readdirSync(dist)
      .filter((file) => file.endsWith('.js') && !firstLoad.startup.files.includes(file))
      .map((file) => readFileSync(join(dist, file), 'utf8'));
    const accounts = lazyCode.filter((code) => code.includes('/auth/password/forgot'));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).not.toContain('/content/programs');
    expect(lazyCode.some((code) => code.includes('/content/programs'))).toBe(true);
  });

  it("leaves the registry out of the remotes' pages: they ask the client for a definition, and take no contracts module", () => {
    for (const remote of REMOTE_APPS) {
      const report = JSON.parse(readFileSync(join(distOf(remote.pkg), 'first-load.json'), 'utf8')) as {
        exposes: Record<string, { consumes: string[] }>;
        lazy: Record<string, { consumes: string[] }>;
      };
      for (const [module, load] of Object.entries({ ...report.exposes, ...report.lazy }))
        expect(load.consumes, `${remote.pkg} ${module}`).not.toContain('@school/shared/contracts');
    }
  });

  it("provides what the remotes take without a copy of their own, and the remotes' entries carry no copy of it", () => {
    const fromHost = hostProvidedShares as string[];
    // Every module a production remote takes from the host alone is one the host's startup provides.
    for (const key of fromHost) expect(Object.keys(firstLoad.provides), key).toContain(key);
    for (const remote of REMOTE_APPS) {
      const report = JSON.parse(readFileSync(join(distOf(remote.pkg), 'first-load.json'), 'utf8')) as {
        fallbacks: Record<string, unknown>;
      };
      for (const key of fromHost) expect(Object.keys(report.fallbacks), `${remote.pkg} ${key}`).not.toContain(key);
    }
  });

  it("takes a shared module of the consumer's own version without the runtime's range check, in the host and in every remote", () => {
    // shared/src/app-shell/remotes/share-version-shortcut.ts: the check cost a page's start 25 ms and more.
    // The host's runtime consumes its startup's shared modules, each remote's entry those of its pages.
    const name = 'school-share-version-shortcut';
    expect(readFileSync(join(dist, 'main.js'), 'utf8')).toContain(name);
    for (const remote of REMOTE_APPS) expect(readFileSync(join(distOf(remote.pkg), 'remoteEntry.js'), 'utf8'), remote.pkg).toContain(name);
  });

  it('loads the hash of the proof that a person is there only with the first challenge', () => {
    // A string of @noble/hashes' SHA-256, which only the solver of a challenge uses.
    const hash = 'Hash instance has been destroyed';
    const read = (file: string) => readFileSync(join(dist, file), 'utf8');
    const atStart = new Set([...firstLoad.startup.files, ...Object.values(firstLoad.provides).flatMap((load) => load.files)]);
    for (const file of atStart) if (file.endsWith('.js')) expect(read(file), file).not.toContain(hash);
    expect(readdirSync(dist).some((file) => file.endsWith('.js') && read(file).includes(hash))).toBe(true);
  });

  it('leaves the pages a visitor opens once (sign-up, password links, e-mail confirmation) to their routes', () => {
    // Each page's form, by the test id only it carries.
    for (const id of ['signup-form', 'forgot-title', 'set-password-form', 'confirm-title']) expect(startupCode, `${id} in the startup`).not.toContain(id);
  });

  it("carries date-fns' English locale in no script of the host or a remote", () => {
    // The school's dates are numeric masks (shared/src/domain/dates.ts): written with lightFormat, read by
    // their pattern. date-fns' format and parse would bring the locale, about 5 KB compressed, to every
    // page that shows or asks for a date. A string of the locale's formatDistance:
    for (const app of APPS) {
      const appDist = distOf(app);
      const withLocale = readdirSync(appDist).filter(
        (file) => file.endsWith('.js') && readFileSync(join(appDist, file), 'utf8').includes('less than a second'),
      );
      expect(withLocale, app).toEqual([]);
    }
  });

  it('begins every script of the school with the compile hint, so the browser compiles it while it downloads', () => {
    // V8 compiles the functions of a script marked so off the main thread as it arrives, instead of one by
    // one on the main thread at their first call (docs/decisions.md, "Scripts compiled while they download").
    // The rule is in the build parts every app shares: the host and each remote carry it.
    for (const app of APPS) {
      const appDist = distOf(app);
      const scripts = readdirSync(appDist).filter((file) => file.endsWith('.js'));
      expect(scripts.length, app).toBeGreaterThan(3);
      for (const file of scripts)
        expect(readFileSync(join(appDist, file), 'utf8').split('\n', 1)[0], `${app}/dist/${file}`).toBe('//# allFunctionsCalledOnLoad');
    }
  });
});
