import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export { linkIn, startTestSmtpServer, type TestSmtpServer } from '../../api/test/smtp';

/**
 * A school of its own for a journey that needs settings the shared servers do not have (an empty
 * production school, a real SMTP server): the API of this checkout, compiled as deployed (`pnpm
 * --filter api start`; the shared servers of playwright.config.ts build it first), on a port the
 * system picks, serving the built apps. The journey starts it, and stops it at the end.
 */

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');

/** A port nobody listens on now (the system's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface School {
  url: string;
  dataDir: string;
  env: Record<string, string>;
  output: () => string;
  stop: () => Promise<void>;
}

/** The environment of a school on `port` with its data in `dataDir` (PGlite), plus `env`. */
function schoolEnv(port: number, dataDir: string, env: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_APPS: 'true',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    SEED_SCALE: 'small',
    ...env,
  };
}

/** Prepares a school (its port and data folder) without starting it: `admin:create` may run first. */
export async function prepareSchool(env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-journey-'));
  return { port, dataDir, env: schoolEnv(port, dataDir, env) };
}

/** `pnpm --filter api admin:create EMAIL` on the school's data; answers the link it printed. */
export function adminCreate(school: { env: Record<string, string> }, email: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['start.mjs', 'admin-create', email], { cwd: API_DIR, env: school.env, timeout: 120_000 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`admin:create failed: ${stderr || error.message}`));
      const link = /https?:\/\/\S+\/set-password\?token=[A-Za-z0-9_-]+/.exec(stdout)?.[0];
      if (!link) return reject(new Error(`admin:create printed no link:\n${stdout}`));
      resolve(link);
    });
  });
}

export async function startSchool(prepared: { port: number; dataDir: string; env: Record<string, string> }): Promise<School> {
  const child: ChildProcess = spawn(process.execPath, ['start.mjs'], {
    cwd: API_DIR,
    env: prepared.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The school did not start:\n${output}`)), 120_000);
    const check = () => {
      if (output.includes('Школа работает')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The school stopped:\n${output}`));
    });
  });
  return {
    url: `http://localhost:${prepared.port}`,
    dataDir: prepared.dataDir,
    env: prepared.env,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(prepared.dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens a one-time link and sets a password there; the person lands signed in. */
export async function setPasswordThrough(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByTestId('set-password-form')).toBeVisible();
  await page.getByLabel('Новый пароль').fill(password);
  await page.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
  await expect(page).toHaveURL(/\/lms\//);
}
