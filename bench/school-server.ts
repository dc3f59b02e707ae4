/**
 * The school's API as a process of its own for load measurements (pnpm bench:api, bench/soak.ts):
 * the database is prepared here first (migrations and the full demo school), then src/main.ts
 * serves it on a free port of 127.0.0.1, exactly as in production.
 *
 *   - without DATABASE_URL: PGlite in a fresh temporary folder (removed at the end);
 *   - with DATABASE_URL: that PostgreSQL database (the demo school is loaded only if it is empty).
 *
 * BENCH_API_DIR=<another checkout>/api runs that checkout's server instead (to compare versions on
 * the same machine at the same time); it prepares its database itself, so no people are listed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeDatabase, openDatabase, type Database } from '../api/src/db/database';
import { migrateToLatest } from '../api/src/db/migrate';
import { seedIfEmpty } from '../api/src/seed/seed-if-empty';
import { startApiProcess, type ApiProcess } from '../api/test/api-process';

/** Demo accounts the load may sign in with (all have the demo password). */
export interface SchoolPeople {
  /** Teachers with the students they may write reports for (and the format to write). */
  teachers: { email: string; students: { id: number; format: string }[] }[];
  /** Students who have reports to read. */
  students: { email: string; id: number }[];
}

interface SchoolServer {
  api: ApiProcess;
  kind: 'pglite' | 'postgres';
  people: SchoolPeople;
  close: () => Promise<void>;
}

async function readPeople(db: Database): Promise<SchoolPeople> {
  const [links, statuses, students] = await Promise.all([
    db
      .selectFrom('student_teachers as st')
      .innerJoin('users as t', 't.id', 'st.teacher_id')
      .innerJoin('students as s', 's.user_id', 'st.student_id')
      .select(['t.email', 'st.student_id', 's.default_report_full_type_id'])
      .where('t.is_teacher', '=', true)
      .where('t.role_id', '=', 'teacher')
      .orderBy('t.id')
      .orderBy('st.student_id')
      .execute(),
    db
      .selectFrom('student_status_changes as c')
      .innerJoin('student_statuses as ss', 'ss.id', 'c.status_id')
      .select(['c.student_id', 'ss.forbid_editing'])
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('users as u')
      .select(['u.id', 'u.email'])
      .where('u.role_id', '=', 'student')
      .where(({ exists, selectFrom }) => exists(selectFrom('reports as r').select('r.id').whereRef('r.student_id', '=', 'u.id')))
      .orderBy('u.id')
      .execute(),
  ]);
  // The last status of each student decides whether reports may be written.
  const locked = new Map<number, boolean>();
  for (const status of statuses) locked.set(status.student_id, status.forbid_editing);
  const teachers = new Map<string, { id: number; format: string }[]>();
  for (const link of links) {
    if (locked.get(link.student_id)) continue;
    const format = link.default_report_full_type_id && !link.default_report_full_type_id.startsWith('group') ? link.default_report_full_type_id : 'skype-50';
    teachers.set(link.email, [...(teachers.get(link.email) ?? []), { id: link.student_id, format }]);
  }
  return { teachers: [...teachers].map(([email, list]) => ({ email, students: list })), students };
}

export async function startSchoolServer(): Promise<SchoolServer> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const otherApi = process.env.BENCH_API_DIR ? path.resolve(process.env.BENCH_API_DIR) : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
  let people: SchoolPeople = { teachers: [], students: [] };
  if (!otherApi) {
    const handle = await openDatabase({ databaseUrl, dataDir: databaseUrl ? '' : path.join(dataDir, 'db') });
    await migrateToLatest(handle.db);
    if (await seedIfEmpty(handle.db, 'full')) await analyzeDatabase(handle.db);
    people = await readPeople(handle.db);
    await handle.close();
  }

  const api = await startApiProcess(
    {
      DATA_DIR: dataDir,
      SEED_SCALE: 'full',
      SIGNING_SECRET: process.env.SIGNING_SECRET ?? randomBytes(32).toString('hex'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    300_000,
    otherApi,
  );
  return {
    api,
    kind: databaseUrl ? 'postgres' : 'pglite',
    people,
    close: async () => {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
