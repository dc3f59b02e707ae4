import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage, UserNotification } from '@school/shared/schemas';
import { groupMembers as membersOf, queryPath, readJson, signInLessonPeople, startTestServer, type TestServer } from '#test/harness';

/** The notification centre: each event reaches its people once, kept on the server per user, read by them only. */

let server: TestServer;
let teacher: string;
let otherTeacher: string;
let student: string;
let student2: string;
let newStudent: string;
let admin: string;
let hr: string;
let groupMembers: { id: number; cookie: string }[];

const DAY = 86_400_000;
const NOW = new Date('2026-03-10T06:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer({ now: NOW, env: { SIGNING_SECRET: 'notifications-test-secret' } });
  ({ teacher, otherTeacher, student, student2, newStudent, admin, hr } = await signInLessonPeople(server));
  const members = await membersOf(server, 1);
  groupMembers = await Promise.all(members.map(async (m) => ({ id: m.id, cookie: await server.login(m.email) })));
});
afterAll(() => server.close());

async function unread(cookie: string): Promise<number> {
  const response = await server.request(queryPath('notifications.getSummary', {}), { cookie });
  expect(response.status).toBe(200);
  return (await readJson<{ unread: number }>(response)).unread;
}

async function latest(cookie: string, pageSize = 5): Promise<UserNotification[]> {
  const response = await server.request(queryPath('notifications.list', { page: 1, pageSize }), { cookie });
  expect(response.status).toBe(200);
  return (await readJson<NotificationsPage>(response)).items;
}

const reportData = (date: Date) => ({
  fields: { '1': 'Past Simple', '2': 'Рассказывали о выходных' },
  date: date.toISOString(),
  fullTypeId: 'skype-50',
  homeworkGroups: [
    {
      index: 0,
      header: 'К пятнице',
      body: '',
      items: [
        { index: 0, header: 'https://school.example/lms/lessons/B1-12', body: '' },
        { index: 1, header: 'Выучить 10 слов', body: '' },
      ],
    },
  ],
  videoFileName: null,
  status: 'default',
});

describe('lessons set, moved and cancelled', () => {
  it('tells the student of each, once, with the teacher and the time, and opens the dashboard', async () => {
    const before = await unread(student);
    const at = new Date(NOW.getTime() + 3 * DAY);
    const created = await server.request('/api/server/students/9/appointments', { method: 'POST', cookie: teacher, json: { date: at.toISOString() } });
    expect(created.status).toBe(201);
    const { id } = await readJson<{ id: number }>(created);
    expect(await unread(student)).toBe(before + 1);
    const [set] = await latest(student);
    expect(set).toMatchObject({
      link: '/lms/dashboard',
      readAt: null,
      event: { kind: 'lesson-set', date: at.toISOString(), teacherName: 'Анна Смирнова', groupName: null },
    });

    const moved = new Date(at.getTime() + DAY);
    await server.request(`/api/server/students/9/appointments/${id}`, { method: 'POST', cookie: teacher, json: { date: moved.toISOString() } });
    // Saved again at the same time: nothing new to tell.
    await server.request(`/api/server/students/9/appointments/${id}`, { method: 'POST', cookie: teacher, json: { date: moved.toISOString() } });
    expect(await unread(student)).toBe(before + 2);
    expect((await latest(student))[0]!.event).toMatchObject({ kind: 'lesson-moved', date: moved.toISOString(), previousDate: at.toISOString() });

    await server.request(`/api/server/students/9/appointments/${id}`, { method: 'DELETE', cookie: teacher });
    expect(await unread(student)).toBe(before + 3);
    expect((await latest(student))[0]!.event).toMatchObject({ kind: 'lesson-cancelled', date: moved.toISOString() });
    // Nobody else heard of it.
    expect((await latest(student2)).some((n) => n.event.kind.startsWith('lesson-'))).toBe(false);
  });

  it('tells every student of a group of its lesson, and opens the group page', async () => {
    const counts = await Promise.all(groupMembers.map((m) => unread(m.cookie)));
    const created = await server.request('/api/server/student_groups/1/appointments', {
      method: 'POST',
      cookie: teacher,
      json: { date: new Date(NOW.getTime() + 2 * DAY).toISOString() },
    });
    expect(created.status).toBe(201);
    for (const [i, member] of groupMembers.entries()) {
      expect(await unread(member.cookie)).toBe(counts[i]! + 1);
      expect((await latest(member.cookie))[0]).toMatchObject({
        link: '/lms/student-groups/1',
        event: { kind: 'lesson-set', groupName: 'Альфа: английский для разработчиков' },
      });
    }
  });
});

describe('a new report', () => {
  it('tells the student who wrote it and the homework, and opens their page', async () => {
    const before = await unread(student);
    const response = await server.mutate('reports.createStudentReport', { studentId: 9, data: reportData(new Date(NOW.getTime() - 3_600_000)) }, teacher);
    expect(response.status).toBe(200);
    const { id } = await readJson<{ id: number }>(response);
    expect(await unread(student)).toBe(before + 1);
    expect((await latest(student))[0]).toMatchObject({
      link: '/lms/students/9',
      event: { kind: 'report-new', reportId: id, teacherName: 'Анна Смирнова', homework: ['https://school.example/lms/lessons/B1-12', 'Выучить 10 слов'] },
    });
  });

  it('tells every student of a group of a group report', async () => {
    const counts = await Promise.all(groupMembers.map((m) => unread(m.cookie)));
    const response = await server.mutate(
      'reports.createGroupReport',
      {
        studentGroupId: 1,
        students: groupMembers.map((m, i) => ({ studentId: m.id, status: i === 0 ? 'absent' : 'present' })),
        data: { ...reportData(new Date(NOW.getTime() - 7_200_000)), fullTypeId: 'group-60' },
      },
      teacher,
    );
    expect(response.status).toBe(200);
    for (const [i, member] of groupMembers.entries()) {
      expect(await unread(member.cookie)).toBe(counts[i]! + 1);
      expect((await latest(member.cookie))[0]).toMatchObject({
        link: '/lms/student-groups/1',
        event: { kind: 'report-new', groupName: 'Альфа: английский для разработчиков' },
      });
    }
  });
});

describe('lessons left, payments, course units and access', () => {
  const setBalance = (studentId: number, left: number) =>
    server.db
      .updateTable('student_balances')
      .set({ reports_left: left })
      .where('student_id', '=', studentId)
      .where('report_full_type_id', '=', 'skype-50')
      .execute();

  it('tells a self-paying student when the lessons left reach 1 and 0, once per crossing', async () => {
    await setBalance(9, 3);
    const before = await unread(student);
    await setBalance(9, 1);
    await setBalance(9, 1);
    expect(await unread(student)).toBe(before + 1);
    // The balance's trigger stamps with the database's clock, not the test's: found by kind.
    const leftOf = async () => (await latest(student, 50)).filter((n) => n.event.kind === 'lessons-left');
    expect((await leftOf())[0]).toMatchObject({ link: '/lms/pay', event: { kind: 'lessons-left', left: 1, formatName: 'Индивидуальный урок, 50 минут' } });
    await setBalance(9, 0);
    expect((await leftOf()).map((n) => n.event.kind === 'lessons-left' && n.event.left).sort()).toEqual([0, 1]);
    await setBalance(9, -1);
    expect(await unread(student)).toBe(before + 2);
    await setBalance(9, 6);
  });

  it('tells nobody when a company pays the lessons', async () => {
    const member = groupMembers[0]!;
    await server.db
      .insertInto('student_balances')
      .values({ student_id: member.id, report_full_type_id: 'skype-50', reports_left: 2 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const selfPaying = await server.db.selectFrom('users').select('self_paying').where('id', '=', member.id).executeTakeFirstOrThrow();
    const before = await unread(member.cookie);
    await setBalance(member.id, 0);
    expect(await unread(member.cookie)).toBe(before + (selfPaying.self_paying ? 1 : 0));
  });

  it('tells the payer that a payment went through', async () => {
    const before = await unread(student);
    const response = await server.mutate('payments.create', { type: 'acquiring', transactionTypeId: '50m_v4-8', comment: 'PayForm' }, student);
    const page = new URL((await readJson<{ redirectUrl: string }>(response)).redirectUrl, 'http://localhost').pathname;
    expect((await server.request(`${page}/approve`, { method: 'POST' })).status).toBe(303);
    expect(await unread(student)).toBe(before + 1);
    const paid = (await latest(student)).find((n) => n.event.kind === 'payment-succeeded');
    expect(paid).toMatchObject({ link: '/lms/dashboard', event: { kind: 'payment-succeeded' } });
    expect(paid!.event.kind === 'payment-succeeded' && paid!.event.amount).toBeGreaterThan(0);
  });

  it('tells an IT course learner when a unit opens (every 3 weeks) and when access is about to end', async () => {
    // student2 bought the IT course 30 days before NOW: unit 2 opened 9 days ago.
    const units = async () =>
      (await latest(student2, 50)).filter((n) => n.event.kind === 'course-unit-unlocked').map((n) => n.event.kind === 'course-unit-unlocked' && n.event.unit);
    expect(await units()).toEqual([2]);
    expect(await units()).toEqual([2]);
    server.clock.now = new Date(NOW.getTime() + 13 * DAY);
    expect(await units()).toEqual([3, 2]);
    // Access is 6 months: 7 days before its end only the nearer warning is written.
    const purchase = await server.db
      .selectFrom('user_courses')
      .select('created_at')
      .where('user_id', '=', 10)
      .where('course_id', '=', 'it')
      .executeTakeFirstOrThrow();
    const end = new Date(purchase.created_at);
    end.setMonth(end.getMonth() + 6);
    server.clock.now = new Date(end.getTime() - 6 * DAY);
    try {
      // Months later: a session of its own.
      const later = await server.login('student2@demo.school');
      const ending = (await latest(later, 50)).filter((n) => n.event.kind === 'course-access-ending');
      expect(ending.map((n) => n.event.kind === 'course-access-ending' && n.event.days)).toEqual([7]);
      expect(ending[0]).toMatchObject({ link: '/lms/courses/it', event: { courseId: 'it', endsAt: end.toISOString() } });
    } finally {
      server.clock.now = NOW;
    }
  });
});

describe('for teachers', () => {
  it('tells every teacher of a new teacher-search request and of a new legal offer', async () => {
    const counts = await Promise.all([teacher, otherTeacher].map(unread));
    const request = await server.mutate(
      'teachers.createTeacherSearchRequest',
      { goals: ['work'], level: 'B1', times: ['evening'], lessonsPerWeek: '2', teacherGender: 'any', preferences: ['business'], comment: '' },
      newStudent,
    );
    expect(request.status).toBe(200);
    expect((await latest(teacher))[0]).toMatchObject({ link: '/lms/teacher-search-requests', event: { kind: 'teacher-search-request' } });
    expect(await unread(otherTeacher)).toBe(counts[1]! + 1);
    expect((await latest(newStudent)).some((n) => n.event.kind === 'teacher-search-request')).toBe(false);

    const published = await server.request('/api/graphql', {
      method: 'POST',
      cookie: admin,
      json: {
        query: 'mutation($content: String!) { publishTeacherLegalOffer(content: $content) { id } }',
        variables: { content: 'Новая редакция договора-оферты для преподавателей школы.' },
      },
    });
    expect(published.status).toBe(200);
    expect((await latest(otherTeacher))[0]).toMatchObject({ link: '/lms/teacher-legal-offers-to-accept', event: { kind: 'legal-offer' } });
    expect(await unread(teacher)).toBe(counts[0]! + 2);
  });
});

describe('reading and marking', () => {
  it('marks one and then all read, and pages newest first', async () => {
    const items = await latest(student, 50);
    expect(items.length).toBeGreaterThan(2);
    const dates = items.map((n) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const before = await unread(student);
    const one = await server.mutate('notifications.markRead', { ids: [items[0]!.id] }, student);
    expect(await readJson<{ unread: number }>(one)).toEqual({ unread: before - 1 });
    const onlyUnread = await readJson<NotificationsPage>(await server.request(queryPath('notifications.list', { unreadOnly: true }), { cookie: student }));
    expect(onlyUnread.items.some((n) => n.id === items[0]!.id)).toBe(false);
    expect(await readJson<{ unread: number }>(await server.mutate('notifications.markAllRead', {}, student))).toEqual({ unread: 0 });
    expect(await unread(student)).toBe(0);
  });

  it('never shows or marks another person’s notifications', async () => {
    const theirs = await latest(student2, 50);
    const unreadTheirs = await unread(student2);
    expect(unreadTheirs).toBeGreaterThan(0);
    await server.mutate('notifications.markRead', { ids: theirs.map((n) => n.id) }, student);
    await server.mutate('notifications.markAllRead', {}, student);
    expect(await unread(student2)).toBe(unreadTheirs);
    const mine = await latest(student, 50);
    expect(mine.some((n) => theirs.some((t) => t.id === n.id))).toBe(false);
  });

  it('has a count for every signed-in role (HR and admins too) and none for visitors', async () => {
    for (const cookie of [hr, admin, teacher]) expect((await server.request(queryPath('notifications.getSummary', {}), { cookie })).status).toBe(200);
    expect((await server.request(queryPath('notifications.getSummary', {}))).status).toBe(401);
    expect((await server.request(queryPath('notifications.list', {}))).status).toBe(401);
    expect((await server.mutate('notifications.markAllRead', {}, '')).status).toBe(401);
  });
});
