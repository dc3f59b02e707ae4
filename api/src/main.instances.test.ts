import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '#test/api-process';
import { freshPostgresDatabase } from '#test/harness';

/**
 * Several API instances serve one school: two processes on one PostgreSQL database (and one files
 * folder) must behave as one. Needs a PostgreSQL server (TEST_DATABASE_URL); PGlite is one process.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two API instances on one PostgreSQL database', () => {
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let filesDir: string;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    postgres = await freshPostgresDatabase();
    filesDir = mkdtempSync(path.join(os.tmpdir(), 'school-shared-files-'));
    const env = { DATABASE_URL: postgres!.url, FILES_DIR: filesDir, SIGNING_SECRET: 'shared-secret-of-both-instances-0123456789' };
    // The first one migrates and seeds; the second finds everything done.
    a = await startApiProcess({ ...env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'school-a-')) });
    b = await startApiProcess({ ...env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'school-b-')) });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await postgres?.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const session = (api: ApiProcess, cookie: string) => fetch(`${api.url}/api/auth/session`, { headers: { cookie } });
  const wrongLogin = (api: ApiProcess, email: string) =>
    fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'not-the-password' }),
    });

  it('share sessions: signed in on one, known to the other; signed out on the other, gone on both', async () => {
    const cookie = await a.login('student@demo.school');
    const onB = await session(b, cookie);
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { email: string } }).user.email).toBe('student@demo.school');
    expect((await fetch(`${b.url}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);
    expect((await session(a, cookie)).status).toBe(401);
  });

  it('share the sign-in limit: failures on one are refused on the other', async () => {
    for (let i = 0; i < 5; i++) expect((await wrongLogin(i % 2 === 0 ? a : b, 'kid@demo.school')).status).toBe(401);
    const refused = await fetch(`${b.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kid@demo.school', password: 'demo' }),
    });
    expect(refused.status).toBe(429);
    expect((await wrongLogin(a, 'kid@demo.school')).status).toBe(429);
  });

  it('accept on one an upload link signed by the other, and play it back from either', async () => {
    const teacher = await a.login('teacher@demo.school');
    const bytes = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 109, 112, 52, 50, 1, 2, 3]);
    const link = await fetch(`${a.url}/api/server/get_file_upload_link?contentType=video%2Fmp4&fileExtension=mp4&fileSize=${bytes.length}`, {
      headers: { cookie: teacher },
    });
    const { url, fileName } = (await link.json()) as { url: string; fileName: string };
    expect((await fetch(`${b.url}${url}`, { method: 'PUT', headers: { 'content-type': 'video/mp4' }, body: bytes })).status).toBe(200);

    const created = await fetch(`${b.url}/api/data/reports.createStudentReport`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: teacher },
      body: JSON.stringify({
        studentId: 9,
        data: {
          fields: { '1': 'Видео урока' },
          date: new Date(Date.now() - 3_600_000).toISOString(),
          fullTypeId: 'skype-50',
          homeworkGroups: [],
          videoFileName: fileName,
          status: 'default',
        },
      }),
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: number };
    const redirect = await fetch(`${a.url}/api/server/reports/${id}/video`, { headers: { cookie: teacher }, redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const played = await fetch(`${b.url}${redirect.headers.get('location')}`);
    expect(played.status).toBe(200);
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(bytes);
  });

  it('survive the server closing their connections, and go on with new ones', async () => {
    const cookie = await a.login('teen@demo.school');
    const client = new pg.Client({ connectionString: postgres!.url });
    await client.connect();
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await client.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    expect((await session(a, cookie)).status).toBe(200);
    expect((await session(b, cookie)).status).toBe(200);
  });

  it('see a catalogue change made elsewhere at the next request', async () => {
    const teacher = await b.login('teacher@demo.school');
    const formats = async (api: ApiProcess) =>
      (await (await fetch(`${api.url}/api/server/report_full_types`, { headers: { cookie: teacher } })).json()) as { id: string; name: string }[];
    expect((await formats(a)).find((f) => f.id === 'kids-25')?.name).toBe('Детский урок, 25 минут');
    expect((await formats(b)).find((f) => f.id === 'kids-25')?.name).toBe('Детский урок, 25 минут');
    const client = new pg.Client({ connectionString: postgres!.url });
    await client.connect();
    await client.query(`update report_full_types set name = 'Детский урок, 25 минут (мини-группа)' where id = 'kids-25'`);
    await client.end();
    expect((await formats(a)).find((f) => f.id === 'kids-25')?.name).toBe('Детский урок, 25 минут (мини-группа)');
    expect((await formats(b)).find((f) => f.id === 'kids-25')?.name).toBe('Детский урок, 25 минут (мини-группа)');
  });
});

describe('starting with a PostgreSQL server', () => {
  it('refuses to start without a shared signing secret, saying why', async () => {
    const started = startApiProcess({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: os.tmpdir() }, 60_000);
    await expect(started).rejects.toThrow(/ended before listening \(1\)[\s\S]*SIGNING_SECRET/);
  }, 90_000);
});
