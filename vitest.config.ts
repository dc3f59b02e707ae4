import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Unit and component tests of every package, and the API integration tests: against in-memory
 * PGlite (project 'api') and, when TEST_DATABASE_URL names a PostgreSQL server whose user may
 * create databases, once more against that server (project 'api-postgres', each test server in a
 * fresh database). `.ci/run` starts a throwaway server and sets TEST_DATABASE_URL.
 */
const apiTests = {
  include: ['api/src/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One migrated database per run, copied by each test server (api/test/database-template.ts).
  globalSetup: ['api/test/global-setup.ts'],
  // The files of a worker share one module graph: the server's modules (hono, graphql, pg-boss, PGlite's
  // WebAssembly) load once per worker, not once per file. API tests keep no state in modules: each test
  // server has its own database, clock, storage and job queue.
  isolate: false,
} as const;

/** API tests that use vi.mock (run isolated, on PGlite; list a new one here). */
const apiTestsMockingModules = ['api/src/modules/students/checks.test.ts'];
/**
 * API tests whose server never reads TEST_DATABASE_URL (each starts its own on `DATA_DIR=memory://`):
 * the same test on PostgreSQL would repeat them word for word, so they run once, in the project 'api'.
 */
const apiTestsWithoutPostgres = ['api/src/main.production-start.test.ts', 'api/src/main.compiled.test.ts'];

const postgresUrl = process.env.TEST_DATABASE_URL;

const webTests = {
  include: ['shared/src/**/*.test.{ts,tsx}', 'host/src/**/*.test.{ts,tsx}', 'mfe-*/src/**/*.test.{ts,tsx}', 'tooling/**/*.test.{ts,mjs}'],
  exclude: ['**/*.build.test.ts', '**/*.check.test.ts', '**/node_modules/**'],
  environment: 'jsdom',
  setupFiles: ['./tooling/vitest/setup-web.ts'],
  css: { modules: { classNameStrategy: 'non-scoped' } },
} as const;
/** Web tests that use vi.mock (run isolated; list a new one here). */
const webTestsMockingModules = ['shared/src/app-shell/remotes/remote-component.test.tsx'];

const projects: TestProjectInlineConfiguration[] = [
  { test: { name: 'api', ...apiTests, exclude: apiTestsMockingModules, env: { TEST_DATABASE_URL: '' } } },
  // Files that replace a module with vi.mock need a module graph of their own.
  { test: { name: 'api-isolated', ...apiTests, include: apiTestsMockingModules, isolate: true, env: { TEST_DATABASE_URL: '' } } },
  {
    test: {
      name: 'web',
      ...webTests,
      exclude: [...webTests.exclude, ...webTestsMockingModules],
      // One jsdom and one module graph per worker instead of per file (starting them was most of the
      // time); setup-web.ts gives each file empty storage, no cookies, real timers and no spies.
      isolate: false,
    },
  },
  // Files that replace a module with vi.mock need a module graph of their own.
  { test: { name: 'web-isolated', ...webTests, include: webTestsMockingModules } },
];
// Checks of the production build (`*.build.test.ts`), run by `pnpm test:build` after `pnpm build`.
if (process.env.SCHOOL_BUILD_TESTS) projects.push({ test: { name: 'build', include: ['*/src/**/*.build.test.ts'], environment: 'node' } });
// The content check (`pnpm content:check`): every file of mfe-learner/content against the content specification.
if (process.env.SCHOOL_CONTENT_CHECK)
  projects.push({ test: { name: 'content', include: ['mfe-*/src/**/*.check.test.ts'], environment: 'node', testTimeout: 120_000 } });
if (postgresUrl)
  projects.push({
    test: { name: 'api-postgres', ...apiTests, exclude: [...apiTestsMockingModules, ...apiTestsWithoutPostgres], env: { TEST_DATABASE_URL: postgresUrl } },
  });

export default defineConfig({
  test: {
    projects,
    // At least two test files at once, also on two cores (Vitest's default there is one): most of an
    // API file's time is spent waiting — for the job queue's workers, an SMTP retry, a server process
    // starting — so a second worker fills the first one's waits (with one worker, the ten slowest API files
    // kept a third of one core busy).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
