import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupRef, LessonSettings, MyLessons, TeacherAgenda } from '@school/shared/schemas';
import { firstError, groupMembers, queryPath, readJson, signInLessonPeople, startTestServer, type TestServer } from '#test/harness';

/** The learner's lessons block, «Мои уроки» groups, homework marks, the teacher's agenda and lesson settings. */

let server: TestServer;
let teacher: string;
let otherTeacher: string;
let student: string;
let student2: string;
let newStudent: string;
let admin: string;
let manager: string;
let hr: string;
let groupStudent: string;
let groupStudentId: number;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// A fixed moment: Tuesday 10 March 2026, 09:00 in Moscow.
const NOW = new Date('2026-03-10T06:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  ({ teacher, otherTeacher, student, student2, newStudent, admin, manager, hr } = await signInLessonPeople(server));
  const [member] = await groupMembers(server, 1);
  if (!member) throw new Error('The demo group 1 has no students');
  groupStudentId = member.id;
  groupStudent = await server.login(member.email);
});
afterAll(() => server.close());

const mine = async (cookie: string) => server.request(queryPath('lessons.getMine', {}), { cookie });

describe('the learner’s lessons block', () => {
  it('gives the student their next lesson, the latest report with homework and the lessons left', async () => {
    const response = await mine(student);
    expect(response.status).toBe(200);
    const lessons = await readJson<MyLessons>(response);
    expect(lessons.studentId).toBe(9);
    expect(lessons.nextLesson).toMatchObject({ teacher: { id: 4 }, group: null, durationMins: 50 });
    expect(new Date(lessons.nextLesson!.date).getTime()).toBeGreaterThan(NOW.getTime());
    expect(lessons.latestReport?.teacher.id).toBe(4);
    expect(lessons.reportsCount).toBeGreaterThan(1);
    expect(lessons.lessonsLeft[0]).toMatchObject({ id: 'skype-50', reportsLeft: 6 });
    expect(lessons).toMatchObject({ selfPaying: true, hasPurchases: true });
    expect(lessons.teachers.map((t) => t.id)).toEqual([4]);
  });

  it('says nothing is there yet for a new student', async () => {
    const lessons = await readJson<MyLessons>(await mine(newStudent));
    expect(lessons).toMatchObject({ nextLesson: null, latestReport: null, reportsCount: 0, hasPurchases: false, lessonsLeft: [] });
  });

  it('gives a group student their group’s lesson and reports', async () => {
    const lessons = await readJson<MyLessons>(await mine(groupStudent));
    expect(lessons.groups.map((g) => g.id)).toContain(1);
    expect(lessons.nextLesson?.group?.id).toBe(1);
    expect(lessons.groups.map((g) => g.id)).toContain(lessons.latestReport?.group?.id);
  });

  it('is the learner’s own only: staff, teachers and HR get 403, visitors 401', async () => {
    for (const cookie of [teacher, admin, manager, hr]) expect((await mine(cookie)).status).toBe(403);
    expect((await server.request(queryPath('lessons.getMine', {}))).status).toBe(401);
  });

  it('shows a lesson that started 10 minutes ago as the next one until it ends', async () => {
    const soon = await server.request('/api/server/students/10/appointments', {
      method: 'POST',
      cookie: teacher,
      json: { date: new Date(NOW.getTime() + 2 * HOUR).toISOString() },
    });
    expect(soon.status).toBe(201);
    const { id } = await readJson<{ id: number }>(soon);
    const at = new Date(NOW.getTime() - 10 * 60_000);
    await server.db.updateTable('appointments').set({ date: at }).where('id', '=', id).execute();
    const lessons = await readJson<MyLessons>(await mine(student2));
    expect(lessons.nextLesson).toMatchObject({ id, date: at.toISOString() });
    await server.request(`/api/server/students/10/appointments/${id}`, { method: 'DELETE', cookie: teacher });
  });
});

describe('homework marks', () => {
  it('puts the tasks a student marked done after the open ones, and opens them again', async () => {
    const before = await readJson<MyLessons>(await mine(student));
    const report = before.latestReport!;
    expect(report.homework.length).toBeGreaterThan(1);
    const first = report.homework[0]!;
    const mark = (done: boolean, cookie = student, header = first.header) =>
      server.mutate('lessons.markHomework', { reportId: report.id, header, done }, cookie);
    expect((await mark(true)).status).toBe(200);
    const after = await readJson<MyLessons>(await mine(student));
    expect(after.latestReport!.homework.at(-1)).toMatchObject({ header: first.header, done: true });
    expect(after.latestReport!.homework[0]!.done).toBe(false);
    expect((await mark(true)).status).toBe(200);
    expect((await mark(false)).status).toBe(200);
    const reopened = await readJson<MyLessons>(await mine(student));
    expect(reopened.latestReport!.homework.every((t) => !t.done)).toBe(true);
  });

  it('lets only the report’s student mark it; an unknown task is a 400, an unknown report a 404', async () => {
    const { latestReport } = await readJson<MyLessons>(await mine(student));
    const header = latestReport!.homework[0]!.header;
    for (const cookie of [student2, teacher, admin]) {
      expect((await server.mutate('lessons.markHomework', { reportId: latestReport!.id, header, done: true }, cookie)).status).toBe(403);
    }
    const unknown = await server.mutate('lessons.markHomework', { reportId: latestReport!.id, header: 'Нет такого задания', done: true }, student);
    expect(unknown.status).toBe(400);
    expect(await firstError(unknown)).toBe('Такого задания в отчёте нет.');
    expect((await server.mutate('lessons.markHomework', { reportId: 999999, header, done: true }, student)).status).toBe(404);
  });

  it('lets a group student mark their group report’s tasks', async () => {
    const { latestReport } = await readJson<MyLessons>(await mine(groupStudent));
    if (latestReport!.homework.length === 0) return;
    const header = latestReport!.homework[0]!.header;
    expect((await server.mutate('lessons.markHomework', { reportId: latestReport!.id, header, done: true }, groupStudent)).status).toBe(200);
  });
});

describe('the groups of a student (their page)', () => {
  it('answers the groups to the student and to who may open the page, 403 to others', async () => {
    const own = await server.request(queryPath('lessons.getStudentGroups', { studentId: groupStudentId }), { cookie: groupStudent });
    expect(own.status).toBe(200);
    expect((await readJson<GroupRef[]>(own)).map((g) => g.id)).toContain(1);
    expect((await server.request(queryPath('lessons.getStudentGroups', { studentId: groupStudentId }), { cookie: admin })).status).toBe(200);
    expect((await server.request(queryPath('lessons.getStudentGroups', { studentId: groupStudentId }), { cookie: student })).status).toBe(403);
    expect((await server.request(queryPath('lessons.getStudentGroups', { studentId: 99999 }), { cookie: admin })).status).toBe(404);
  });
});

describe('the teacher’s agenda', () => {
  const agenda = (cookie: string, from: Date, to: Date) =>
    server.request(queryPath('lessons.getTeacherAgenda', { from: from.toISOString(), to: to.toISOString() }), { cookie });

  it('lists the teacher’s single and group lessons of the period, by time', async () => {
    const response = await agenda(teacher, NOW, new Date(NOW.getTime() + 7 * DAY));
    expect(response.status).toBe(200);
    const { lessons } = await readJson<TeacherAgenda>(response);
    expect(lessons.some((l) => l.student?.id === 9)).toBe(true);
    expect(lessons.find((l) => l.group?.id === 1)).toMatchObject({
      group: { name: expect.any(String) as string, studentsCount: expect.any(Number) as number },
    });
    const times = lessons.map((l) => l.date);
    expect([...times].sort()).toEqual(times);
  });

  it('shows another teacher none of them', async () => {
    const { lessons } = await readJson<TeacherAgenda>(await agenda(otherTeacher, NOW, new Date(NOW.getTime() + 7 * DAY)));
    expect(lessons.some((l) => l.student?.id === 9 || l.group?.id === 1)).toBe(false);
  });

  it('refuses learners and HR, a reversed or longer than 14-day period', async () => {
    for (const cookie of [student, hr]) expect((await agenda(cookie, NOW, new Date(NOW.getTime() + DAY))).status).toBe(403);
    expect((await agenda(teacher, NOW, new Date(NOW.getTime() - DAY))).status).toBe(400);
    const long = await agenda(teacher, NOW, new Date(NOW.getTime() + 15 * DAY));
    expect(long.status).toBe(400);
    expect(await firstError(long)).toBe('Можно запросить не больше 14 дней.');
  });
});

describe('lesson settings and the time zone', () => {
  it('has both reminders on by default and keeps what the user turns off', async () => {
    const initial = await readJson<LessonSettings>(await server.request(queryPath('lessons.getSettings', {}), { cookie: student2 }));
    expect(initial).toEqual({ remind24h: true, remind1h: true, timeZone: null });
    const saved = await server.mutate('lessons.updateSettings', { remind24h: false, remind1h: true }, student2);
    expect(await readJson<LessonSettings>(saved)).toMatchObject({ remind24h: false, remind1h: true });
    expect(await readJson<LessonSettings>(await server.request(queryPath('lessons.getSettings', {}), { cookie: teacher }))).toMatchObject({ remind24h: true });
  });

  it('stores the zone the app reports and refuses an unknown one', async () => {
    expect((await server.mutate('lessons.reportTimeZone', { timeZone: 'Asia/Yekaterinburg' }, student2)).status).toBe(200);
    expect(await readJson<LessonSettings>(await server.request(queryPath('lessons.getSettings', {}), { cookie: student2 }))).toMatchObject({
      timeZone: 'Asia/Yekaterinburg',
    });
    const bad = await server.mutate('lessons.reportTimeZone', { timeZone: 'Mars/Olympus' }, student2);
    expect(bad.status).toBe(400);
    expect(await firstError(bad)).toBe('Неизвестный часовой пояс.');
  });

  it('has no reminders for those without lessons (admins, HR)', async () => {
    for (const cookie of [admin, hr]) {
      expect((await server.request(queryPath('lessons.getSettings', {}), { cookie })).status).toBe(403);
      expect((await server.mutate('lessons.updateSettings', { remind24h: true, remind1h: true }, cookie)).status).toBe(403);
    }
  });
});
