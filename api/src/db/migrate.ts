import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { REPO_ROOT } from '../config';
import type { Database } from './database';

/** The SQL files are read at run time, from the sources and from the compiled server (api/dist/main.mjs) alike. */
const MIGRATIONS_DIR = path.join(REPO_ROOT, 'api', 'migrations');

/** Splits a migration file into statements: one statement ends with ';' at the end of a line. */
export function splitStatements(source: string): string[] {
  return source
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}

/** The versioned SQL files of api/migrations, in name order, for Kysely's migrator. */
class SqlFileMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const source = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (db) => {
          for (const statement of splitStatements(source)) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`Migration ${result.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
