import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { startJobQueue } from '../src/jobs/queue';
import { allModules } from '../src/modules';

/**
 * A migrated, empty school database made once per test run (api/test/global-setup.ts), which every
 * test server then copies instead of creating and migrating a database of its own: PGlite's data
 * folder as a tarball file, or a PostgreSQL template database (`CREATE DATABASE … TEMPLATE …`). It
 * holds the migrations and the job queue's schema and queues; the demo school is still seeded per
 * test server, at the time that server's clock says.
 */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

/** Migrates `handle`'s database and creates the job queue's schema and queues in it. */
async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle.db);
  const jobs = await startJobQueue(handle, { kinds: allModules().flatMap((m) => m.jobKinds ?? []), supervise: false });
  await jobs.stop(2_000);
}

/** PGlite: the data folder of a migrated database, written to a file of its own; `remove` deletes it. */
export async function makePgliteTemplate(): Promise<{ template: DatabaseTemplate; remove: () => void }> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await prepare(handle);
    if (!('pglite' in handle.jobsConnection)) throw new Error('Expected PGlite');
    const dump = await handle.jobsConnection.pglite.dumpDataDir('none');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'school-test-template-'));
    const file = path.join(dir, 'pgdata.tar');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return { template: { kind: 'pglite', file }, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await handle.close();
  }
}

/** PostgreSQL: a migrated template database on the server of `adminUrl`; `remove` drops it. */
export async function makePostgresTemplate(adminUrl: string): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const name = `school_template_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const remove = () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Without prepared statements: a template database must have no connection left when it is copied.
    const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString(), preparedStatements: false });
    try {
      await prepare(handle);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { template: { kind: 'postgres', name }, remove };
}

/** Runs one statement on its own connection to `adminUrl`. */
export async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
