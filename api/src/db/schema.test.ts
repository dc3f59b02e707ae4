import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '#test/harness';
import { openDatabase, type DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';
import { readDeclaredColumns, readMigratedColumns, schemaDrift } from './schema-drift';

/** Columns an insert may leave out although they have no default: a trigger of the migrations fills them in. */
const filledByTriggers = {
  'users.ab_test_group': 'the users_ab_test_group trigger picks the onboarding group (0600_dashboard_analytics.sql)',
};

describe('the row types of schema.ts', () => {
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    postgres = await freshPostgresDatabase();
    handle = await openDatabase({ dataDir: 'memory://', databaseUrl: postgres?.url });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await postgres?.drop();
  });

  it('agree with the tables the migrations create: tables, columns, nullability, types, defaults and CHECK lists', async () => {
    const declared = readDeclaredColumns(fileURLToPath(new URL('./schema.ts', import.meta.url)));
    const migrated = await readMigratedColumns(handle.db);
    expect(declared.size).toBeGreaterThan(50);
    expect(schemaDrift(declared, migrated, filledByTriggers)).toEqual([]);
  });
});
