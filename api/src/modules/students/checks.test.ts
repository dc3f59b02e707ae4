import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Permissions from '@school/shared/permissions';
import type { Appointment } from '@school/shared/schemas';
import { readJson, startTestServer, type TestServer } from '#test/harness';

/**
 * The server decides changes of a next single lesson with the shared `canChangeNextLesson` itself (the
 * rule's own tests are in shared/src/permissions/students.test.ts): here the rule is made to answer
 * otherwise, and the server follows it. A server with a copy of the rule would not.
 */
const rule = vi.hoisted(() => ({ answer: null as boolean | null, calls: 0 }));
vi.mock('@school/shared/permissions', async (importOriginal) => {
  const actual = await importOriginal<typeof Permissions>();
  return {
    ...actual,
    canChangeNextLesson: (...args: Parameters<typeof actual.canChangeNextLesson>) => {
      rule.calls += 1;
      return rule.answer ?? actual.canChangeNextLesson(...args);
    },
  };
});

let server: TestServer;
let teacher: string;
let otherTeacher: string;
beforeAll(async () => {
  server = await startTestServer();
  [teacher, otherTeacher] = await server.loginAll('teacher@demo.school', 'oleg.petrov@demo.school');
});
afterAll(() => server.close());

const DAY = 86_400_000;
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
const path = (studentId: number, id?: number) => `/api/server/students/${studentId}/appointments${id ? `/${id}` : ''}`;

describe('teacher-and-company: a next single lesson is changed as canChangeNextLesson decides', () => {
  it('refuses the own teacher when the rule says no, and asks the rule for every change', async () => {
    server.clock.now = new Date();
    const created = await server.request(path(11), { method: 'POST', cookie: teacher, json: { date: isoIn(3 * DAY) } });
    expect(created.status).toBe(201);
    const appointment = await readJson<Appointment>(created);
    rule.answer = false;
    rule.calls = 0;
    expect((await server.request(path(11, appointment.id), { method: 'POST', cookie: teacher, json: { date: isoIn(4 * DAY) } })).status).toBe(403);
    expect((await server.request(path(11, appointment.id), { method: 'DELETE', cookie: teacher })).status).toBe(403);
    expect(rule.calls).toBe(2);
    rule.answer = null;
    expect((await server.request(path(11, appointment.id), { method: 'DELETE', cookie: teacher })).status).toBe(200);
  });

  it("lets a co-teacher change another teacher's lesson only when the rule says yes", async () => {
    const created = await server.request(path(10), { method: 'POST', cookie: teacher, json: { date: isoIn(5 * DAY) } });
    expect(created.status).toBe(201);
    const others = await readJson<Appointment>(created);
    rule.answer = null;
    expect((await server.request(path(10, others.id), { method: 'POST', cookie: otherTeacher, json: { date: isoIn(6 * DAY) } })).status).toBe(403);
    rule.answer = true;
    expect((await server.request(path(10, others.id), { method: 'POST', cookie: otherTeacher, json: { date: isoIn(6 * DAY) } })).status).toBe(200);
    rule.answer = null;
  });
});
