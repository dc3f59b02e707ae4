import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/harness';
import { linkIn, startTestSmtpServer, type TestSmtpServer } from '#test/smtp';
import { loadConfig, productionStartProblem } from '../config';
import { loadOutboxMessage, queueMail, REDACTED_LINK } from './outbox';
import { mailTemplates } from './templates';

/** Mail goes out over a real SMTP server started here (smtp-server), read back with mailparser. */

const PUBLIC_URL = 'https://school.example';

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
};

describe('mail over SMTP', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let deps: Parameters<typeof queueMail>[1];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const env = { SMTP_URL: smtp.url, MAIL_FROM: '"Онлайн-школа" <school@school.example>', PUBLIC_URL, MAIL_RETRY_DELAY_S: '1' };
    server = await startTestServer({ env });
    deps = { config: loadConfig({ DATA_DIR: 'memory://', ...env } as NodeJS.ProcessEnv), jobs: server.jobs };
  });

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers a message written in the action’s transaction: Russian, HTML and text, from MAIL_FROM, its link working', async () => {
    const url = `${PUBLIC_URL}/set-password?token=secret-token-1`;
    const id = await server.db.transaction().execute((trx) =>
      queueMail(trx, deps, {
        kind: 'invitation',
        to: 'anna@example.com',
        userId: null,
        content: mailTemplates.invitation({ firstName: 'Анна', url, invitedAs: 'teacher' }),
        secrets: [url],
      }),
    );
    const mail = await smtp.waitFor('anna@example.com');
    expect(mail.subject).toBe('Приглашение в онлайн-школу английского');
    expect(mail.from).toContain('school@school.example');
    expect(mail.html).toContain('Здравствуйте, Анна!');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain('Онлайн-школа английского');
    expect(linkIn(mail, PUBLIC_URL)).toBe(url);
    expect(mail.messageId).toBe(`<school-mail-${id}@school.example>`);

    await until(async () => (await loadOutboxMessage(server.db, id))?.status === 'sent');
    const stored = (await loadOutboxMessage(server.db, id))!;
    expect(stored.attempts).toBe(1);
    // The one-time link is not kept once the message went out.
    expect(stored.html).not.toContain('secret-token-1');
    expect(stored.text).toContain(REDACTED_LINK);
  });

  it('sends nothing for an action that rolled back', async () => {
    await server.db
      .transaction()
      .execute(async (trx) => {
        await queueMail(trx, deps, {
          kind: 'password-reset',
          to: 'rolled-back@example.com',
          userId: null,
          content: mailTemplates.passwordReset({ firstName: 'Олег', url: `${PUBLIC_URL}/set-password?token=x` }),
        });
        throw new Error('the action failed');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(smtp.received.filter((m) => m.to === 'rolled-back@example.com')).toEqual([]);
    expect(await server.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'rolled-back@example.com').execute()).toEqual([]);
  });

  it('escapes names and any user text in the HTML body', async () => {
    await queueMail(server.db, deps, {
      kind: 'email-confirmation',
      to: 'mallory@example.com',
      userId: null,
      content: mailTemplates.emailConfirmation({ firstName: '<img src=x onerror=alert(1)>"&', url: `${PUBLIC_URL}/confirm-email?token=t"><script>` }),
    });
    const mail = await smtp.waitFor('mallory@example.com');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;');
    expect(mail.text).toContain('Здравствуйте, <img src=x onerror=alert(1)>"&!');
  });

  it('keeps a message while the SMTP server refuses, and delivers it once when the server is back', async () => {
    smtp.refusing = true;
    const id = await queueMail(server.db, deps, {
      kind: 'password-reset',
      to: 'patient@example.com',
      userId: null,
      content: mailTemplates.passwordReset({ firstName: 'Пётр', url: `${PUBLIC_URL}/set-password?token=later` }),
    });
    await until(() => smtp.refused >= 2, 30_000);
    const waiting = (await loadOutboxMessage(server.db, id))!;
    expect(waiting.status).toBe('queued');
    expect(waiting.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting.lastError).toMatch(/421/);
    smtp.refusing = false;
    await smtp.waitFor('patient@example.com', undefined, 60_000);
    await until(async () => (await loadOutboxMessage(server.db, id))?.status === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.received.filter((m) => m.to === 'patient@example.com')).toHaveLength(1);
  }, 90_000);
});

describe('mail without SMTP_URL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('keeps every message in the outbox for admins to read, with its link', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://' } as NodeJS.ProcessEnv);
    const url = `${config.mail.publicUrl}/set-password?token=kept`;
    const id = await queueMail(
      server.db,
      { config, jobs: server.jobs },
      {
        kind: 'invitation',
        to: 'kept@example.com',
        userId: null,
        content: mailTemplates.invitation({ firstName: 'Вера', url, invitedAs: 'student' }),
        secrets: [url],
      },
    );
    const stored = (await loadOutboxMessage(server.db, id))!;
    expect(stored.status).toBe('kept');
    expect(stored.text).toContain(url);
    const jobs = await server.jobs.boss.findJobs('mail.deliver');
    expect(jobs).toEqual([]);
  });
});

describe('a production start', () => {
  const production = (env: Record<string, string>) =>
    productionStartProblem(loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production', PUBLIC_URL, DEMO_IN_PRODUCTION: 'true', ...env } as NodeJS.ProcessEnv));

  it('refuses to run without SMTP_URL unless MAIL_OUTBOX_ONLY=true says admins read the outbox', () => {
    expect(production({})).toMatch(/^SMTP_URL не задан при NODE_ENV=production/);
    expect(production({ MAIL_OUTBOX_ONLY: 'true' })).toBeNull();
    expect(production({ SMTP_URL: 'smtps://user:pass@mail.example:465' })).toBeNull();
  });

  it('refuses to run without PUBLIC_URL: links in messages never come from a request', () => {
    const problem = productionStartProblem(
      loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example', DEMO_IN_PRODUCTION: 'true' } as NodeJS.ProcessEnv),
    );
    expect(problem).toMatch(/^PUBLIC_URL не задан/);
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', SMTP_URL: 'http://mail.example' } as NodeJS.ProcessEnv)).toThrow(/SMTP_URL/);
  });
});
