import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPath, readJson, startTestServer, type TestServer } from '#test/harness';

let server: TestServer;
let teacher: string;
beforeAll(async () => {
  server = await startTestServer();
  teacher = await server.login('teacher@demo.school');
  // Warm the catalogue cache as a running server has it.
  await server.request('/api/server/report_full_types', { cookie: teacher });
});
afterAll(() => server.close());

/** The statements one request sends, and its answer. */
async function counted(path: string, cookie: string): Promise<{ statements: number; response: Response }> {
  const before = server.statements();
  const response = await server.request(path, { cookie });
  await response.clone().arrayBuffer();
  return { statements: server.statements() - before, response };
}

type Page = { items: { id: number; order: number; fields: unknown[]; homeworkGroups: unknown[] }[]; total: number; fullTypes: { id: string }[] };

describe('round trips per request', () => {
  it('read the session and the viewer in one statement, the signed-in user in one more', async () => {
    const { statements, response } = await counted('/api/auth/session', teacher);
    expect(response.status).toBe(200);
    expect(statements).toBe(2);
  });

  it('read a report page with its total, fields, homework and attendance in one statement after the session and the student', async () => {
    const { statements, response } = await counted(queryPath('students.getReports', { studentId: 9, page: 1, pageSize: 10 }), teacher);
    const page = await readJson<Page>(response);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items[0]!.order).toBe(page.total);
    expect(page.fullTypes.length).toBeGreaterThan(0);
    expect(statements).toBe(3);
  });

  it('need one more statement only for a page past the end', async () => {
    const { statements, response } = await counted(queryPath('students.getReports', { studentId: 9, page: 500, pageSize: 10 }), teacher);
    const page = await readJson<Page>(response);
    expect(page.items).toEqual([]);
    expect(page.total).toBeGreaterThan(0);
    expect(statements).toBe(4);
  });

  it('read a group page in as few', async () => {
    const group = await server.db.selectFrom('student_group_teachers').select('student_group_id').where('teacher_id', '=', 4).executeTakeFirstOrThrow();
    const { statements, response } = await counted(
      queryPath('students.getGroupReports', { studentGroupId: group.student_group_id, page: 1, pageSize: 10 }),
      teacher,
    );
    expect(response.status).toBe(200);
    expect(statements).toBe(3);
  });

  it('serve lesson formats from the cache and reload them when the catalogue changes', async () => {
    expect((await counted('/api/server/report_full_types', teacher)).statements).toBe(1);
    await server.db.updateTable('report_full_types').set({ name: 'Индивидуальный урок, 25 минут (новый)' }).where('id', '=', 'skype-25').execute();
    const { statements, response } = await counted('/api/server/report_full_types', teacher);
    const formats = await readJson<{ id: string; name: string }[]>(response);
    expect(formats.find((f) => f.id === 'skype-25')?.name).toBe('Индивидуальный урок, 25 минут (новый)');
    expect(statements).toBe(2);
    expect((await counted('/api/server/report_full_types', teacher)).statements).toBe(1);
  });
});
