import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '#test/api-process';
import { freshPostgresDatabase } from '#test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '#test/smtp';
import { openDatabase, type DatabaseHandle } from '../../db/database';

/**
 * Lesson reminders with two API instances on one PostgreSQL database, one of them restarted after the
 * lessons were set: each reminder reaches each reader once. Needs a PostgreSQL server (TEST_DATABASE_URL).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('lesson reminders with two API instances', () => {
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let smtp: TestSmtpServer;
  let a: ApiProcess;
  let b: ApiProcess;
  let handle: DatabaseHandle;
  let env: Record<string, string>;

  const HOUR = 3_600_000;
  const start = (name: string) => startApiProcess({ ...env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `school-reminders-${name}-`)) });

  beforeAll(async () => {
    postgres = await freshPostgresDatabase();
    smtp = await startTestSmtpServer();
    env = {
      DATABASE_URL: postgres!.url,
      SIGNING_SECRET: 'shared-secret-of-both-instances-0123456789',
      SMTP_URL: smtp.url,
      MAIL_RETRY_DELAY_S: '1',
      ENABLE_TEST_CLOCK: 'true',
      PUBLIC_URL: 'https://school.example',
    };
    a = await start('a');
    b = await start('b');
    handle = await openDatabase({ databaseUrl: postgres!.url, dataDir: '' });
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await postgres?.drop();
  });

  async function clock(api: ApiProcess, offsetMs: number) {
    const response = await fetch(`${api.url}/api/test-clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs }),
    });
    expect(response.status).toBe(200);
  }

  async function waitForCount(match: (subject: string) => boolean, count: number) {
    const end = Date.now() + 60_000;
    while (smtp.received.filter((m) => match(m.subject)).length < count && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 200));
    // Anything sent twice would arrive within a few polls of the queue.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    return smtp.received.filter((m) => match(m.subject));
  }

  it('sends one 24-hour and one 1-hour reminder per lesson and reader, across instances and a restart', async () => {
    const teacher = await a.login('teacher@demo.school');
    const base = Date.now() + 48 * HOUR;
    const lessons = [0, 1, 2].map((i) => new Date(base + i * 10 * 60_000));
    for (const date of lessons) {
      const response = await fetch(`${a.url}/api/server/students/9/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: teacher },
        body: JSON.stringify({ date: date.toISOString() }),
      });
      expect(response.status).toBe(201);
    }
    // The planned jobs live in the database: an instance that restarts finds them.
    await b.stop();
    b = await start('b2');

    await clock(b, 24 * HOUR + 30 * 60_000);
    const day = await waitForCount((s) => s.startsWith('Напоминание об уроке'), 6);
    expect(day).toHaveLength(6);
    expect(new Set(day.map((m) => `${m.to} ${m.subject}`)).size).toBe(6);

    await clock(a, 47 * HOUR + 30 * 60_000);
    const hour = await waitForCount((s) => s.startsWith('Скоро урок'), 6);
    expect(hour).toHaveLength(6);
    expect(new Set(hour.map((m) => `${m.to} ${m.subject}`)).size).toBe(6);
    expect(hour.filter((m) => m.to === 'student@demo.school')).toHaveLength(3);

    const rows = await handle.db.selectFrom('lesson_reminders_sent').select(['kind']).execute();
    expect(rows).toHaveLength(12);
    const outbox = await handle.db.selectFrom('mail_outbox').select(['status']).where('kind', '=', 'lesson-reminder').execute();
    expect(outbox).toHaveLength(12);
    expect(outbox.every((m) => m.status === 'sent')).toBe(true);
  }, 240_000);
});
