import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedures, type ProcedureName } from '@school/shared/contracts';
import { procedureExamples } from '#test/contract-examples';
import { startTestServer, type TestServer } from '#test/harness';

/**
 * Every back-office call × every role (back office, "Rules"): teachers, apprentices, selling teachers,
 * students and HR users reach none of it; client managers reach people, students, groups, companies
 * and leads but not the audit log, the school's mail or staff roles; admins reach everything; visitors
 * are asked to sign in. Inputs are the valid examples of api/test/contract-examples.ts.
 */

const backOfficeCalls = (Object.keys(procedures) as ProcedureName[]).filter(
  (name) => name.startsWith('admin.') || name.startsWith('mail.') || name.startsWith('leads.'),
);
/** Calls client managers may not make at all. */
const adminOnly = new Set<ProcedureName>(['admin.audit.list', 'mail.list', 'mail.get']);
/** Calls whose example asks for something only admins may do (a staff role). */
const staffRoleExamples = new Set<ProcedureName>(['admin.people.invite']);

const refusedRoles = ['teacher@demo.school', 'apprentice@demo.school', 'seller@demo.school', 'student@demo.school', 'hr@demo.school', 'newteacher@demo.school'];

describe('back-office permissions', () => {
  let server: TestServer;
  const call = (name: ProcedureName, cookie: string) => {
    const input = procedureExamples[name];
    return procedures[name].kind === 'query' ? server.query(name, input, cookie) : server.mutate(name, input, cookie);
  };

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('lists the calls it checks', () => {
    expect(backOfficeCalls.length).toBeGreaterThanOrEqual(30);
  });

  it('asks visitors to sign in for every call', async () => {
    for (const name of backOfficeCalls) expect((await call(name, '')).status, name).toBe(401);
  });

  it('refuses every call to teachers, apprentices, selling teachers, students and HR users', async () => {
    for (const email of refusedRoles) {
      const cookie = await server.login(email);
      for (const name of backOfficeCalls) expect((await call(name, cookie)).status, `${email} ${name}`).toBe(403);
    }
  });

  it('lets client managers use people, students, groups, companies and leads, not the audit log, the mail or staff roles', async () => {
    const cookie = await server.login('manager@demo.school');
    for (const name of backOfficeCalls) {
      const status = (await call(name, cookie)).status;
      if (adminOnly.has(name) || staffRoleExamples.has(name)) expect(status, name).toBe(403);
      else expect([401, 403], name).not.toContain(status);
      expect(status, name).toBeLessThan(500);
    }
  });

  it('lets admins make every call', async () => {
    const cookie = await server.login('admin@demo.school');
    for (const name of backOfficeCalls) {
      const status = (await call(name, cookie)).status;
      expect([401, 403], name).not.toContain(status);
      expect(status, name).toBeLessThan(500);
    }
  });
});
