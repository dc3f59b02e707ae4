import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The API as its own process (the TypeScript sources, or the compiled server `pnpm --filter api start` runs) on a free port. */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Signs a demo account in; its cookie. */
  login: (email: string) => Promise<string>;
  /** Sends SIGTERM and waits for the end. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** How to run it: the TypeScript sources through tsx, or the compiled server (dist/main.mjs; build it first); Node's own options before the entry. */
interface ApiProcessOptions {
  entry?: 'source' | 'compiled';
  nodeArgs?: string[];
}

/**
 * Starts src/main.ts with `env` (DATA_DIR or DATABASE_URL, SIGNING_SECRET, …) on 127.0.0.1 and a
 * port of the system's choice; resolves once it listens. `apiDir`: another checkout's api folder
 * (benchmarks compare versions). Only PATH and HOME of this process are passed on, so nothing of the
 * test run leaks in.
 */
export async function startApiProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
  apiDir = API_DIR,
  { entry = 'source', nodeArgs = [] }: ApiProcessOptions = {},
): Promise<ApiProcess> {
  const args = [...nodeArgs, ...(entry === 'compiled' ? ['--enable-source-maps', 'dist/main.mjs'] : ['--import', 'tsx', 'src/main.ts'])];
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', SEED_SCALE: 'small', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const check = () => {
      const match = /Школа работает: http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', check);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`API ended before listening (${code ?? signal}):\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;

  const login = async (email: string) => {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
    return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  };

  return {
    url,
    child,
    output: () => output,
    exited,
    login,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
