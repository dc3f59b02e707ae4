import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, queryPath, readJson, startTestServer, type TestServer } from '#test/harness';

interface Company {
  id: number;
  name: string;
}
interface Group {
  id: number;
  userGroupId: number | null;
  balances: { reportFullTypeId: string | null; sumReportsLeft: number }[];
}

let server: TestServer;
let hr: string;
let otherHr: string;
let admin: string;
let manager: string;
let teacher: string;
let student: string;

beforeAll(async () => {
  server = await startTestServer();
  [hr, otherHr, admin, manager, teacher, student] = await server.loginAll(
    'hr@demo.school',
    'hr.2@companies.school.example',
    'admin@demo.school',
    'manager@demo.school',
    'teacher@demo.school',
    'student@demo.school',
  );
});
afterAll(() => server.close());

const create = (cookie: string, name: unknown) => server.request('/api/server/user_groups', { method: 'POST', cookie, json: { name } });
const topUp = (cookie: string, groupId: number, body: unknown) =>
  server.request(`/api/server/student_groups/${groupId}/top_up`, { method: 'POST', cookie, json: body });

describe('the list of companies', () => {
  it('shows HR exactly their own company', async () => {
    const response = await server.request('/api/server/user_groups', { cookie: hr });
    expect(response.status).toBe(200);
    const list = await readJson<Company[]>(response);
    expect(list.map((c) => c.name)).toEqual(['Альфа Технологии']);
    expect(list[0]?.id).toBe(1);
  });

  it('shows admins and client managers every company, by name', async () => {
    for (const cookie of [admin, manager]) {
      const list = await readJson<Company[]>(await server.request('/api/server/user_groups', { cookie }));
      expect(list.length).toBeGreaterThanOrEqual(6);
      for (const name of ['Альфа Технологии', 'Бета Банк', 'Гамма Ритейл', 'Дельта Логистика', 'Эпсилон Медиа', 'Зета Фарма']) {
        expect(list.map((c) => c.name)).toContain(name);
      }
      const names = list.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru', { sensitivity: 'base' })));
    }
  });

  it('shows nothing to teachers and students, and needs a session', async () => {
    expect(await readJson(await server.request('/api/server/user_groups', { cookie: teacher }))).toEqual([]);
    expect(await readJson(await server.request('/api/server/user_groups', { cookie: student }))).toEqual([]);
    expect((await server.request('/api/server/user_groups')).status).toBe(401);
  });
});

describe('HR sees only their own company', () => {
  const otherCompanyCalls = [
    ['page', '/api/server/user_groups/2'],
    ['students', '/api/server/user_groups/2/students'],
    ['groups and group reports', '/api/server/user_groups/2/student_groups'],
    ['page data', queryPath('userGroups.getUserGroup', { userGroupId: 2 })],
    ['page data (id as text)', queryPath('userGroups.getUserGroup', { userGroupId: '2' })],
  ] as const;

  it.each(otherCompanyCalls)("answers 403 for another company's %s", async (_what, path) => {
    const response = await server.request(path, { cookie: hr });
    expect(response.status).toBe(403);
    expect(await firstError(response)).toBe('Недостаточно прав для этого действия.');
  });

  it("answers 403 for the reports of another company's group and opens their own", async () => {
    const groupOfCompany = async (userGroupId: number) =>
      (await server.db.selectFrom('student_groups').select('id').where('user_group_id', '=', userGroupId).orderBy('id').executeTakeFirstOrThrow()).id;
    const other = await server.request(queryPath('students.getGroupReports', { studentGroupId: await groupOfCompany(2) }), { cookie: hr });
    expect(other.status).toBe(403);
    const own = await server.request(queryPath('students.getGroupReports', { studentGroupId: await groupOfCompany(1) }), { cookie: hr });
    expect(own.status).toBe(200);
  });

  it('answers 403 the other way round too, and for a company that does not exist', async () => {
    expect((await server.request('/api/server/user_groups/1/students', { cookie: otherHr })).status).toBe(403);
    expect((await server.request('/api/server/user_groups/1/student_groups', { cookie: otherHr })).status).toBe(403);
    expect((await server.request('/api/server/user_groups/999', { cookie: hr })).status).toBe(403);
  });

  it('answers 403 to teachers and students for any company', async () => {
    for (const cookie of [teacher, student]) {
      expect((await server.request('/api/server/user_groups/1', { cookie })).status).toBe(403);
      expect((await server.request('/api/server/user_groups/1/students', { cookie })).status).toBe(403);
      expect((await server.request('/api/server/user_groups/1/student_groups', { cookie })).status).toBe(403);
    }
  });

  it('opens their own company: page, students, groups', async () => {
    expect(await readJson<Company>(await server.request('/api/server/user_groups/1', { cookie: hr }))).toMatchObject({ id: 1, name: 'Альфа Технологии' });
    expect((await server.request('/api/server/user_groups/1/students', { cookie: hr })).status).toBe(200);
    const groups = await readJson<Group[]>(await server.request('/api/server/user_groups/1/student_groups', { cookie: hr }));
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => g.userGroupId === 1)).toBe(true);
  });

  it('gives HR the HR view and staff the full view', async () => {
    const asHr = await readJson<{ viewerIsHr: boolean; studentGroupsCount: number; userGroup: Company }>(
      await server.request(queryPath('userGroups.getUserGroup', { userGroupId: 1 }), { cookie: hr }),
    );
    expect(asHr).toMatchObject({ viewerIsHr: true, userGroup: { id: 1, name: 'Альфа Технологии' } });
    expect(asHr.studentGroupsCount).toBeGreaterThan(0);
    const asAdmin = await readJson<{ viewerIsHr: boolean }>(await server.request(queryPath('userGroups.getUserGroup', { userGroupId: 1 }), { cookie: admin }));
    expect(asAdmin.viewerIsHr).toBe(false);
  });

  it('answers 404 to staff for a company that does not exist', async () => {
    expect((await server.request('/api/server/user_groups/999', { cookie: admin })).status).toBe(404);
    expect((await server.request('/api/server/user_groups/999/students', { cookie: manager })).status).toBe(404);
  });
});

describe('company students', () => {
  it('lists every student of the company with the last status and the lessons left', async () => {
    const companyId = 4;
    const students = await readJson<{ id: number; studentStatusId: string | null; reportsLeft: number | null; teachers: unknown[] }[]>(
      await server.request(`/api/server/user_groups/${companyId}/students`, { cookie: admin }),
    );
    const inDb = await server.db.selectFrom('students').select('user_id').where('user_group_id', '=', companyId).execute();
    expect(students.map((s) => s.id).sort()).toEqual(inDb.map((s) => s.user_id).sort());
    expect(students.length).toBeGreaterThan(0);

    const one = students[0]!;
    const lastStatus = await server.db
      .selectFrom('student_status_changes')
      .select('status_id')
      .where('student_id', '=', one.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(one.studentStatusId).toBe(lastStatus?.status_id ?? null);
    const balances = await server.db.selectFrom('student_balances').select('reports_left').where('student_id', '=', one.id).execute();
    expect(one.reportsLeft).toBe(balances.length ? balances.reduce((s, b) => s + b.reports_left, 0) : null);
  });

  it('follows a new status change', async () => {
    const [first] = await readJson<{ id: number }[]>(await server.request('/api/server/user_groups/4/students', { cookie: admin }));
    await server.db
      .insertInto('student_status_changes')
      .values({ student_id: first!.id, status_id: 'rejected', created_at: new Date(Date.now() + 1000) })
      .execute();
    const after = await readJson<{ id: number; studentStatusId: string; studentStatusName: string }[]>(
      await server.request('/api/server/user_groups/4/students', { cookie: manager }),
    );
    expect(after.find((s) => s.id === first!.id)).toMatchObject({ studentStatusId: 'rejected', studentStatusName: 'Отказ от занятий' });
  });
});

describe('adding a company', () => {
  it('answers 403 to HR, teachers and students', async () => {
    for (const cookie of [hr, teacher, student]) {
      const response = await create(cookie, 'Компания HR');
      expect(response.status).toBe(403);
    }
    const rows = await server.db
      .selectFrom('user_groups')
      .select('id')
      .where(sql<boolean>`lower(name) = 'компания hr'`)
      .execute();
    expect(rows).toEqual([]);
  });

  it.each([
    ['', 'Обязательное поле'],
    ['   ', 'Обязательное поле'],
    [undefined, 'Обязательное поле'],
    ['Я', 'Название слишком короткое'],
    ['  Я  ', 'Название слишком короткое'],
  ])('answers 400 on the name field for %j', async (name, message) => {
    const response = await server.request('/api/server/user_groups', { method: 'POST', cookie: admin, json: name === undefined ? {} : { name } });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({ errors: [{ message, field: 'name' }] });
  });

  it('creates a company with a trimmed name (201) that staff then see', async () => {
    const response = await create(admin, '   Омикрон   Софт  ');
    expect(response.status).toBe(201);
    const company = await readJson<Company & { description: string; createdAt: string }>(response);
    expect(company.name).toBe('Омикрон Софт');
    const list = await readJson<Company[]>(await server.request('/api/server/user_groups', { cookie: manager }));
    expect(list.map((c) => c.name)).toContain('Омикрон Софт');
    const managerMade = await create(manager, 'Пи Консалтинг');
    expect(managerMade.status).toBe(201);
  });

  it.each(['Альфа Технологии', 'альфа технологии', '  АЛЬФА   ТЕХНОЛОГИИ ', 'бета банк'])(
    'answers 409 on the name field for the duplicate %j',
    async (name) => {
      const response = await create(admin, name);
      expect(response.status).toBe(409);
      expect(await readJson(response)).toEqual({ errors: [{ message: 'Компания с таким названием уже существует', field: 'name' }] });
    },
  );

  it('makes one company of two simultaneous creates of one name', async () => {
    const responses = await Promise.all([create(admin, 'Сигма Строй'), create(manager, 'СИГМА СТРОЙ')]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await server.db
      .selectFrom('user_groups')
      .select('id')
      .where(sql<boolean>`lower(name) = 'сигма строй'`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('makes one company of many simultaneous creates of one name', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => create(i % 2 ? admin : manager, i % 3 ? 'Тау Медиа' : 'тау медиа')));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const rows = await server.db
      .selectFrom('user_groups')
      .select('id')
      .where(sql<boolean>`lower(name) = 'тау медиа'`)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('group balances', () => {
  const balanceOf = async (groupId: number, cookie = admin) => {
    const group = await server.db.selectFrom('student_groups').select('user_group_id').where('id', '=', groupId).executeTakeFirstOrThrow();
    const groups = await readJson<Group[]>(await server.request(`/api/server/user_groups/${group.user_group_id}/student_groups`, { cookie }));
    return groups.find((g) => g.id === groupId)!.balances.find((b) => b.reportFullTypeId === 'group-60')?.sumReportsLeft ?? 0;
  };

  it('answers 403 to HR, even for a group of their own company, and changes nothing', async () => {
    const before = await balanceOf(1);
    const response = await topUp(hr, 1, { reportFullTypeId: 'group-60', amount: 5 });
    expect(response.status).toBe(403);
    expect((await topUp(teacher, 1, { reportFullTypeId: 'group-60', amount: 5 })).status).toBe(403);
    expect(await balanceOf(1)).toBe(before);
    expect((await server.request('/api/server/user_groups/1/top_ups', { cookie: hr })).status).toBe(403);
  });

  it('lets admins and client managers top a group up, and records who did', async () => {
    const before = await balanceOf(1);
    const byAdmin = await topUp(admin, 1, { reportFullTypeId: 'group-60', amount: 5 });
    expect(byAdmin.status).toBe(200);
    const updated = await readJson<Group>(byAdmin);
    expect(updated.balances.find((b) => b.reportFullTypeId === 'group-60')?.sumReportsLeft).toBe(before + 5);
    expect((await topUp(manager, 1, { reportFullTypeId: 'group-60', amount: 3 })).status).toBe(200);
    expect(await balanceOf(1)).toBe(before + 8);

    const history = await readJson<{ amount: number; studentGroup: { id: number }; createdBy: { id: number } }[]>(
      await server.request('/api/server/user_groups/1/top_ups', { cookie: admin }),
    );
    expect(history.slice(0, 2).map((t) => [t.amount, t.createdBy.id, t.studentGroup.id])).toEqual(
      [
        [3, 2],
        [5, 1],
      ].map(([amount, by]) => [amount, by, 1]),
    );
  });

  it('starts a balance for a format the group did not have', async () => {
    const response = await topUp(admin, 3, { reportFullTypeId: 'group-90', amount: 4 });
    expect(response.status).toBe(200);
    expect((await readJson<Group>(response)).balances).toContainEqual({ reportFullTypeId: 'group-90', name: 'Групповое занятие, 90 минут', sumReportsLeft: 4 });
  });

  it('adds up simultaneous top-ups', async () => {
    const before = await balanceOf(2);
    await Promise.all(Array.from({ length: 5 }, () => topUp(manager, 2, { reportFullTypeId: 'group-60', amount: 2 })));
    expect(await balanceOf(2)).toBe(before + 10);
  });

  it('refuses a non-group format, a bad amount and an unknown group', async () => {
    const individual = await topUp(admin, 1, { reportFullTypeId: 'skype-50', amount: 5 });
    expect(individual.status).toBe(400);
    expect((await readJson<{ errors: unknown[] }>(individual)).errors).toContainEqual({
      message: 'Выберите формат групповых занятий',
      field: 'reportFullTypeId',
    });
    const unknownFormat = await topUp(admin, 1, { reportFullTypeId: 'group-999', amount: 5 });
    expect(unknownFormat.status).toBe(400);
    for (const amount of [0, -3, 1.5, 1001, '5']) {
      const response = await topUp(admin, 1, { reportFullTypeId: 'group-60', amount });
      expect(response.status).toBe(400);
      expect((await readJson<{ errors: unknown[] }>(response)).errors).toContainEqual({ message: 'Введите целое число уроков от 1 до 1000', field: 'amount' });
    }
    expect((await topUp(admin, 999, { reportFullTypeId: 'group-60', amount: 5 })).status).toBe(404);
  });
});

describe("an HR user's view of the statuses", () => {
  it("shows whether employees study, and none of the school's sales notes; staff see them all", async () => {
    type Row = { id: number; studentStatusId: string | null; studentStatusName: string | null };
    const session = (await (await server.request('/api/auth/session', { cookie: hr })).json()) as { user: { hrUserGroupIds: number[] } };
    const companyId = session.user.hrUserGroupIds[0]!;
    const rows = async (cookie: string) => (await (await server.request(`/api/server/user_groups/${companyId}/students`, { cookie })).json()) as Row[];
    // Two employees of the company (the small demo school may have none of its own yet).
    await server.db.updateTable('students').set({ user_group_id: companyId }).where('user_id', 'in', [12, 13]).execute();
    const inCompany = [{ id: 12 }, { id: 13 }];
    const [first, second] = inCompany;
    await server.db
      .insertInto('student_status_changes')
      .values([
        { student_id: first!.id, status_id: 'thinking-student', created_at: new Date(Date.now() + 1000) },
        { student_id: second!.id, status_id: 'finished-student', created_at: new Date(Date.now() + 1000) },
      ])
      .execute();
    expect((await rows(admin)).find((r) => r.id === first!.id)).toMatchObject({ studentStatusId: 'thinking-student', studentStatusName: 'Думает' });
    const forHr = await rows(hr);
    expect(forHr.find((r) => r.id === first!.id)).toMatchObject({ studentStatusId: null, studentStatusName: null });
    expect(forHr.find((r) => r.id === second!.id)).toMatchObject({ studentStatusId: 'finished-student', studentStatusName: 'Обучение завершено' });
    for (const row of forHr) expect([null, 'active-student', 'paused-student', 'rejected', 'finished-student']).toContain(row.studentStatusId);
    // The student page tells the HR user no more.
    const page = (await (await server.query('students.getStudent', { studentId: first!.id }, hr)).json()) as { lastStudentStatusName: string | null };
    expect(page.lastStudentStatusName).toBeNull();
  });
});
