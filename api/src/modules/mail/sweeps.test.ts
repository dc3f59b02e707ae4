import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/harness';
import type { AppDeps } from '../../http/context';
import type { MailStatus } from '../../db/schema';
import { sweepJob } from '../../jobs/sweeps';
import { mailModule } from './routes';
import { oldMailSweep } from './sweeps';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;
const workersWith = (config: Partial<AppDeps['config']['mail']>) =>
  (mailModule().jobWorkers?.({ config: { mail: config } } as AppDeps) ?? []).map((w) => w.kind.name);

describe('the mail module sweeps old messages from the job queue', () => {
  it('lists the sweep hourly, with SMTP and in an outbox-only school alike', () => {
    expect(sweepJob(oldMailSweep).name).toBe('sweep.old-mail');
    expect(oldMailSweep.everyMs).toBe(3_600_000);
    expect(workersWith({ smtpUrl: 'smtp://mail.example:587' })).toEqual(expect.arrayContaining(['sweep.old-mail', 'mail.deliver']));
    expect(workersWith({})).toEqual(['sweep.old-mail']);
  });

  it('deletes sent and failed messages past 90 days; keeps newer ones and the ones still queued or kept', async () => {
    const now = server.clock.now;
    const message = (subject: string, status: MailStatus, ageDays: number) => ({
      kind: 'invitation',
      to_address: 'sweep@example.org',
      subject,
      html: '<p>…</p>',
      text: '…',
      status,
      created_at: new Date(now.getTime() - ageDays * DAY),
    });
    await server.db
      .insertInto('mail_outbox')
      .values([
        message('old-sent', 'sent', 91),
        message('old-failed', 'failed', 91),
        message('old-queued', 'queued', 91),
        message('old-kept', 'kept', 91),
        message('new-sent', 'sent', 89),
        message('new-failed', 'failed', 89),
      ])
      .execute();
    await oldMailSweep.run(server.db, now);
    const left = await server.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', 'sweep@example.org').orderBy('subject').execute();
    expect(left.map((m) => m.subject)).toEqual(['new-failed', 'new-sent', 'old-kept', 'old-queued']);
  });
});
