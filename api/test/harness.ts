import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { challengeOf, PROOF_OF_WORK_HEADER, solveChallenge } from '@school/shared/domain';
import { loadConfig } from '../src/config';
import { createApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoSchool } from '../src/seed/demo-school';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { createFileStorage } from '../src/storage';
import { startJobQueue, type JobQueue } from '../src/jobs/queue';
import { allModules } from '../src/modules';
import { runAdmin } from './database-template';

export interface TestServer {
  db: Database;
  /** The job queue the app sends jobs through (its workers run as on a real instance). */
  jobs: JobQueue;
  /** The clock the app sees; tests may move it. */
  clock: { now: Date };
  /** `remoteAddress`: the socket peer the app sees (default: none, the app reads 'local'). */
  request: (path: string, init?: RequestInit & { cookie?: string; json?: unknown; remoteAddress?: string }) => Promise<Response>;
  /** SQL statements sent so far (round trips: compare before and after a request). */
  statements: () => number;
  /** Signs a demo account in and returns its cookie. */
  login: (email: string) => Promise<string>;
  /** Signs several demo accounts in at once; their cookies in the same order. */
  loginAll: <const Emails extends readonly string[]>(...emails: Emails) => Promise<{ -readonly [K in keyof Emails]: string }>;
  /** Reads a data procedure: GET /api/data/{name}?input=… */
  query: (name: string, input: unknown, cookie: string) => Promise<Response>;
  /** Calls a mutating data procedure: POST /api/data/{name} */
  mutate: (name: string, input: unknown, cookie: string) => Promise<Response>;
  close: () => Promise<void>;
}

/** How often a test server's idle job workers look for due jobs (pg-boss allows no less than 0.5 s). */
const TEST_POLLING_INTERVAL_S = 0.5;

/**
 * The real application over a fresh in-memory database with the small demo school:
 * integration tests call it through HTTP requests exactly as the browser does.
 */
export async function startTestServer(options: { now?: Date; env?: Record<string, string> } = {}): Promise<TestServer> {
  const clock = { now: options.now ?? new Date() };
  // Uploaded files go to a folder of this server's own, removed again by close().
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'school-test-files-'));
  const config = loadConfig({ DATA_DIR: 'memory://', FILES_DIR: filesDir, SEED_SCALE: 'small', ...options.env } as NodeJS.ProcessEnv);
  const template = inject('databaseTemplate');
  const postgres = await freshPostgresDatabase(template?.kind === 'postgres' ? { template: template.name } : {});
  let statements = 0;
  const handle = await openDatabase({
    dataDir: 'memory://',
    databaseUrl: postgres?.url,
    loadDataDir: !postgres && template?.kind === 'pglite' ? pgliteTemplate(template.file) : undefined,
    onStatement: () => statements++,
  });
  // A copy of the run's migrated template has nothing left to do here; without one, this migrates.
  await migrateToLatest(handle.db);
  await seedDemoSchool(handle.db, { scale: 'small', now: clock.now });
  const modules = allModules();
  // Idle workers look for due jobs every half second, not every two as on a real instance; workers
  // with an interval of their own (the sweeps' 30 s) keep it.
  const jobs = await startJobQueue(handle, {
    kinds: modules.flatMap((m) => m.jobKinds ?? []),
    pollingIntervalSeconds: TEST_POLLING_INTERVAL_S,
    supervise: false,
  });
  const deps = { db: handle.db, config, storage: createFileStorage(config), now: () => clock.now, jobs };
  await jobs.work(modules.flatMap((m) => m.jobWorkers?.(deps) ?? []));
  const app = createApp(deps, modules);

  const request: TestServer['request'] = (path, init = {}) => {
    const { cookie, json, headers, remoteAddress, ...rest } = init;
    const h = new Headers(headers);
    if (cookie) h.set('cookie', cookie);
    if (json !== undefined) h.set('content-type', 'application/json');
    // What @hono/node-server hands the app: the incoming request's socket.
    const env = remoteAddress
      ? { incoming: { socket: { remoteAddress, remotePort: 50000, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' } } }
      : undefined;
    return Promise.resolve(app.request(path, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body }, env));
  };

  const login = async (email: string) => {
    const response = await request('/api/auth/login', { method: 'POST', json: { email, password: DEMO_PASSWORD } });
    if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
    const setCookie = response.headers.get('set-cookie') ?? '';
    return setCookie.split(';')[0]!;
  };

  async function loginAll<const Emails extends readonly string[]>(...emails: Emails) {
    return (await Promise.all(emails.map((email) => login(email)))) as { -readonly [K in keyof Emails]: string };
  }
  const query: TestServer['query'] = (name, input, cookie) => request(queryPath(name, input), { cookie });
  const mutate: TestServer['mutate'] = (name, input, cookie) => request(`/api/data/${name}`, { method: 'POST', json: input, cookie });

  return {
    db: handle.db,
    jobs,
    clock,
    request,
    statements: () => statements,
    login,
    loginAll,
    query,
    mutate,
    close: async () => {
      await jobs.stop(2_000);
      await handle.close();
      rmSync(filesDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

/** The template's data folder, read once per test file. */
let pgliteDump: { file: string; blob: Blob } | undefined;
function pgliteTemplate(file: string): Blob {
  if (pgliteDump?.file !== file) pgliteDump = { file, blob: new Blob([readFileSync(file)]) };
  return pgliteDump.blob;
}

/**
 * With TEST_DATABASE_URL set (a PostgreSQL server where the user may create databases), each test
 * server gets a database of its own on that server instead of in-memory PGlite: an empty one, or a
 * copy of `template` (`CREATE DATABASE … TEMPLATE …`).
 */
export async function freshPostgresDatabase(options: { template?: string } = {}): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return null;
  const name = `school_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(admin, options.template ? `CREATE DATABASE ${name} TEMPLATE ${options.template}` : `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAdmin(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** GET /api/data/{name}?input=… */
export function queryPath(name: string, input: unknown): string {
  return `/api/data/${name}?input=${encodeURIComponent(JSON.stringify(input))}`;
}

/** The JSON body of an answer, as the test expects it. */
export async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The first error message of an answer. */
export async function firstError(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { errors?: { message: string }[] };
  return body.errors?.[0]?.message;
}

/**
 * Sends a request as the school's API client does: a 429 that carries a challenge (a sender or a form
 * under pressure) is answered once with its proof, worked out by the same code the browser runs.
 * `send` gets the extra headers to send.
 */
export async function withProof(send: (headers: Record<string, string>) => Promise<Response>): Promise<Response> {
  const first = await send({});
  if (first.status !== 429) return first;
  const challenge = challengeOf(await first.clone().json());
  if (!challenge) return first;
  return send({ [PROOF_OF_WORK_HEADER]: await solveChallenge(challenge) });
}

/** The challenge a 429 answer carries, or null (a refusal). */
export async function challengeIn(response: Response) {
  return response.status === 429 ? challengeOf(await response.clone().json()) : null;
}

/** The members of a student group of the demo school (id and e-mail), in id order. */
export function groupMembers(server: TestServer, groupId: number): Promise<{ id: number; email: string }[]> {
  return server.db
    .selectFrom('student_group_students as gs')
    .innerJoin('users as u', 'u.id', 'gs.student_id')
    .select(['u.id', 'u.email'])
    .where('gs.student_group_id', '=', groupId)
    .orderBy('u.id')
    .execute();
}

/** The demo school's people whom the lessons and notifications tests sign in as. */
export async function signInLessonPeople(server: TestServer) {
  const [teacher, otherTeacher, student, student2, newStudent, admin, manager, hr] = await server.loginAll(
    'teacher@demo.school',
    'oleg.petrov@demo.school',
    'student@demo.school',
    'student2@demo.school',
    'newstudent@demo.school',
    'admin@demo.school',
    'manager@demo.school',
    'hr@demo.school',
  );
  return { teacher, otherTeacher, student, student2, newStudent, admin, manager, hr };
}
