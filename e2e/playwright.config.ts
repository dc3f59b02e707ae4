import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Two servers: the school as deployed, and the same school with the company remote unreachable. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const DOWN_PORT = PORT + 1;
/** The learner remote served from a server of its own, as if moved to a CDN. */
export const MOVED_PORT = PORT + 2;
/** The school with published versions of the company remote (e2e/.releases) and a manifest file the tests switch. */
export const RELEASES_PORT = PORT + 3;
export const RELEASES_MANIFEST = 'e2e/.releases/remotes.json';

const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The school's compiled server (`pnpm --filter api start`), rebuilt first when its sources changed since `pnpm build`. */
function server(port: number, extraEnv: Record<string, string> = {}, prepare = '') {
  return {
    command: `${prepare}node api/build.mjs --if-stale && pnpm --filter api run start`,
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(port), SERVE_APPS: 'true', DATA_DIR: 'memory://', SEED_DEMO: 'true', FIRST_VIEW_MS: '5000', ...extraEnv },
  };
}

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // One retry on CI shows whether a failure repeats, but a test that passed only on its retry fails
  // the run: flaky tests are reported, never hidden.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: [
    // The main server's clock may be moved by the daily review's journey (only the review counts by it).
    server(PORT, { ENABLE_TEST_CLOCK: 'true' }),
    server(DOWN_PORT, {
      REMOTES: JSON.stringify({
        mfe_company: 'http://127.0.0.1:9/mf-manifest.json',
        mfe_learner: `http://localhost:${MOVED_PORT}/mf-manifest.json`,
      }),
    }),
    {
      ...server(RELEASES_PORT, { RELEASES_DIR: 'e2e/.releases', REMOTES_FILE: RELEASES_MANIFEST }, 'node e2e/scripts/prepare-releases.mjs && '),
      timeout: 300_000,
    },
    {
      command: `node scripts/serve-dir.mjs mfe-learner/dist ${MOVED_PORT}`,
      cwd: '..',
      url: `http://localhost:${MOVED_PORT}/mf-manifest.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
