import type { TestProject } from 'vitest/node';
import { makePgliteTemplate, makePostgresTemplate, type DatabaseTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database every test server of this project copies (api/test/database-template.ts). */
    databaseTemplate: DatabaseTemplate | null;
  }
}

/**
 * Once per run of an API test project: migrates one database — on the project's PostgreSQL server
 * when its TEST_DATABASE_URL names one, else in PGlite — and hands it to the test servers to copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = project.config.env.TEST_DATABASE_URL;
  const made = adminUrl ? await makePostgresTemplate(adminUrl) : await makePgliteTemplate();
  project.provide('databaseTemplate', made.template);
  return async () => {
    await made.remove();
  };
}
