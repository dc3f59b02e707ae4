import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, type TestServer } from '#test/harness';
import { queueMail } from '../../mail/outbox';
import { mailTemplates } from '../../mail/templates';
import type { MailList, MailMessage } from '@school/shared/schemas';

/** /lms/admin/mail: admins read every message the school keeps (no SMTP_URL here). */
describe('the school’s mail in the back office', () => {
  let server: TestServer;
  let id: number;

  beforeAll(async () => {
    server = await startTestServer();
    const config = {
      mail: { smtpUrl: null, from: 'school@localhost', outboxOnly: false, publicUrl: 'http://localhost:8080', publicUrlGiven: false, retryDelaySeconds: 30 },
    };
    id = await queueMail(
      server.db,
      { config, jobs: server.jobs },
      {
        kind: 'invitation',
        to: 'New.Teacher@Example.com',
        userId: null,
        content: mailTemplates.invitation({ firstName: 'Ольга', url: 'http://localhost:8080/set-password?token=abc', invitedAs: 'teacher' }),
      },
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  it('lists messages for admins, newest first, searchable by address and subject', async () => {
    const admin = await server.login('admin@demo.school');
    const list = await readJson<MailList>(await server.query('mail.list', { page: 1 }, admin));
    expect(list.items[0]).toMatchObject({ id, to: 'New.Teacher@Example.com', status: 'kept', subject: 'Приглашение в онлайн-школу английского' });
    expect((await readJson<MailList>(await server.query('mail.list', { page: 1, search: 'new.teacher' }, admin))).total).toBe(1);
    expect((await readJson<MailList>(await server.query('mail.list', { page: 1, search: 'нет такого' }, admin))).items).toEqual([]);
    expect((await readJson<MailList>(await server.query('mail.list', { page: 1, search: '%' }, admin))).items).toEqual([]);
    const message = await readJson<MailMessage>(await server.query('mail.get', { id }, admin));
    expect(message.html).toContain('http://localhost:8080/set-password?token=abc');
    expect(message.text).toContain('Придумать пароль и войти: http://localhost:8080/set-password?token=abc');
    expect((await server.query('mail.get', { id: 999_999 }, admin)).status).toBe(404);
  });

  it('is closed to everyone else: client managers, teachers, students, HR, visitors', async () => {
    for (const email of ['manager@demo.school', 'teacher@demo.school', 'student@demo.school', 'hr@demo.school', 'apprentice@demo.school']) {
      const cookie = await server.login(email);
      expect((await server.query('mail.list', { page: 1 }, cookie)).status, email).toBe(403);
      expect((await server.query('mail.get', { id }, cookie)).status, email).toBe(403);
    }
    expect((await server.query('mail.list', { page: 1 }, '')).status).toBe(401);
  });
});
