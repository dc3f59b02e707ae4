import { defineConfig } from 'vitest/config';

/** Unit and component tests of every package; API integration tests run against an in-memory database. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['shared/src/**/*.test.{ts,tsx}', 'host/src/**/*.test.{ts,tsx}', 'mfe-*/src/**/*.test.{ts,tsx}', 'tooling/**/*.test.{ts,mjs}'],
          environment: 'jsdom',
          setupFiles: ['./tooling/vitest/setup-web.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
    ],
  },
});
