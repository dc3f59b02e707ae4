import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '#test/api-process';
import { freshPostgresDatabase } from '#test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '#test/smtp';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { startJobQueue, type JobQueue } from '../jobs/queue';
import { deliverMailJob, queueMail } from './outbox';
import { mailTemplates } from './templates';

/**
 * Two API instances on one PostgreSQL database, both running the delivery worker: every message of
 * the outbox reaches the SMTP server once. Needs a PostgreSQL server (TEST_DATABASE_URL).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('mail with two API instances', () => {
  let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let smtp: TestSmtpServer;
  let a: ApiProcess;
  let b: ApiProcess;
  let handle: DatabaseHandle;
  let jobs: JobQueue;

  beforeAll(async () => {
    postgres = await freshPostgresDatabase();
    smtp = await startTestSmtpServer();
    const env = { DATABASE_URL: postgres!.url, SIGNING_SECRET: 'shared-secret-of-both-instances-0123456789', SMTP_URL: smtp.url, MAIL_RETRY_DELAY_S: '1' };
    a = await startApiProcess({ ...env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'school-mail-a-')) });
    b = await startApiProcess({ ...env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'school-mail-b-')) });
    handle = await openDatabase({ databaseUrl: postgres!.url, dataDir: '' });
    jobs = await startJobQueue(handle, { kinds: [deliverMailJob], supervise: false });
  }, 180_000);

  afterAll(async () => {
    await jobs?.stop(1_000);
    await handle?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await postgres?.drop();
  });

  it('send each message once, also while the SMTP server refuses for a while', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://', SMTP_URL: smtp.url, MAIL_RETRY_DELAY_S: '1' } as NodeJS.ProcessEnv);
    smtp.refusing = true;
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push(
        await queueMail(
          handle.db,
          { config, jobs },
          {
            kind: 'password-reset',
            to: `person${i}@example.com`,
            userId: null,
            content: mailTemplates.passwordReset({ firstName: `Человек ${i}`, url: `${config.mail.publicUrl}/set-password?token=t${i}` }),
          },
        ),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.refused).toBeGreaterThan(0);
    smtp.refusing = false;
    const end = Date.now() + 90_000;
    while (smtp.received.length < ids.length && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const counted = new Map<string, number>();
    for (const mail of smtp.received) counted.set(mail.to, (counted.get(mail.to) ?? 0) + 1);
    expect(counted.size).toBe(30);
    expect([...counted.values()].every((n) => n === 1)).toBe(true);
    const rows = await handle.db.selectFrom('mail_outbox').select(['status']).where('id', 'in', ids).execute();
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  }, 150_000);
});
