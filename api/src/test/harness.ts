import { loadConfig } from '../config';
import { createApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoSchool } from '../seed/demo-school';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { createFileStorage } from '../storage';

export interface TestServer {
  db: Database;
  /** The clock the app sees; tests may move it. */
  clock: { now: Date };
  request: (path: string, init?: RequestInit & { cookie?: string; json?: unknown }) => Promise<Response>;
  /** Signs a demo account in and returns its cookie. */
  login: (email: string) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * The real application over a fresh in-memory database with the small demo school:
 * integration tests call it through HTTP requests exactly as the browser does.
 */
export async function startTestServer(options: { now?: Date; env?: Record<string, string> } = {}): Promise<TestServer> {
  const clock = { now: options.now ?? new Date() };
  const config = loadConfig({ DATA_DIR: 'memory://', SEED_SCALE: 'small', ...options.env } as NodeJS.ProcessEnv);
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  await seedDemoSchool(handle.db, { scale: 'small', now: clock.now });
  const app = createApp({ db: handle.db, config, storage: createFileStorage(config), now: () => clock.now });

  const request: TestServer['request'] = (path, init = {}) => {
    const { cookie, json, headers, ...rest } = init;
    const h = new Headers(headers);
    if (cookie) h.set('cookie', cookie);
    if (json !== undefined) h.set('content-type', 'application/json');
    return Promise.resolve(app.request(path, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body }));
  };

  const login = async (email: string) => {
    const response = await request('/api/auth/login', { method: 'POST', json: { email, password: DEMO_PASSWORD } });
    if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
    const setCookie = response.headers.get('set-cookie') ?? '';
    return setCookie.split(';')[0]!;
  };

  return { db: handle.db, clock, request, login, close: () => handle.close() };
}

/** GET /api/data/{name}?input=… */
export function queryPath(name: string, input: unknown): string {
  return `/api/data/${name}?input=${encodeURIComponent(JSON.stringify(input))}`;
}

/** The first error message of an answer. */
export async function firstError(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { errors?: { message: string }[] };
  return body.errors?.[0]?.message;
}
