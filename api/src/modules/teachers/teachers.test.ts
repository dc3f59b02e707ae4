import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeacherHome, TeacherProfile, TeacherSearchRequest } from '@school/shared/schemas';
import { queryPath, startTestServer, type TestServer } from '#test/harness';

let server: TestServer;
let teacher: string;
let otherTeacher: string;
let admin: string;
let manager: string;
let student: string;
let hr: string;

beforeAll(async () => {
  server = await startTestServer();
  [teacher, otherTeacher, admin, manager, student, hr] = await server.loginAll(
    'teacher@demo.school',
    'oleg.petrov@demo.school',
    'admin@demo.school',
    'manager@demo.school',
    'student@demo.school',
    'hr@demo.school',
  );
});
afterAll(() => server.close());

const home = async (cookie: string) => server.request(queryPath('teachers.getHome', {}), { cookie });

describe('teacher home', () => {
  it("lists the teacher's own students with status, lessons left and next lesson, and their groups", async () => {
    const response = await home(teacher);
    expect(response.status).toBe(200);
    const data = (await response.json()) as TeacherHome;
    expect(data.scope).toBe('own');
    const ids = data.students.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([9, 10, 11, 12]));
    expect(ids).not.toContain(13);
    expect(data.students.find((s) => s.id === 12)).toMatchObject({ lastStudentStatusId: 'awaiting-payment-student', reportsLeft: -1 });
    expect(data.students.find((s) => s.id === 9)!.nextAppointmentDate).not.toBeNull();
    const tones = new Set(data.students.map((s) => s.lastStudentStatusId));
    for (const status of ['active-student', 'thinking-student', 'impossible-to-contact-student', 'paused-student', 'rejected']) expect(tones).toContain(status);
    expect(data.groups.map((g) => g.id)).toEqual([1]);
    expect(data.groups[0]).toMatchObject({ name: 'Альфа: английский для разработчиков', subscriptionPlanName: 'Корпоративные группы' });
  });

  it('gives staff an overview of every student and group', async () => {
    for (const cookie of [admin, manager]) {
      const data = (await (await home(cookie)).json()) as TeacherHome;
      expect(data.scope).toBe('all');
      expect(data.students.length).toBeGreaterThan(30);
      expect(data.groups.length).toBe(3);
    }
  });

  it('refuses students and HR', async () => {
    expect((await home(student)).status).toBe(403);
    expect((await home(hr)).status).toBe(403);
  });
});

describe('teacher page', () => {
  const page = async (cookie: string, teacherId: number) => server.request(queryPath('teachers.getTeacher', { teacherId }), { cookie });

  it('shows the teacher everything about themself', async () => {
    const data = (await (await page(teacher, 4)).json()) as TeacherProfile;
    expect(data).toMatchObject({ firstName: 'Анна', contacts: { email: 'teacher@demo.school', skype: 'anna.smirnova.teacher' } });
    expect(data.students!.map((s) => s.id)).toContain(9);
    expect(data.groups!.map((g) => g.id)).toEqual([1]);
  });

  it('shows own students the messenger only, colleagues neither contacts nor students', async () => {
    const forStudent = (await (await page(student, 4)).json()) as TeacherProfile;
    expect(forStudent.contacts).toEqual({ skype: 'anna.smirnova.teacher', phone: null, email: null });
    expect(forStudent.students).toBeNull();
    const forColleague = (await (await page(otherTeacher, 4)).json()) as TeacherProfile;
    expect(forColleague.contacts).toEqual({ skype: null, phone: null, email: null });
    expect(forColleague.students).toBeNull();
    expect(forColleague.groups).toBeNull();
  });

  it('shows staff the contacts and lists', async () => {
    const data = (await (await page(manager, 4)).json()) as TeacherProfile;
    expect(data.contacts.phone).toBe('+7 900 000-00-04');
    expect(data.students).not.toBeNull();
  });

  it('refuses users who are not linked to the teacher and answers 404 for non-teachers', async () => {
    expect((await page(hr, 4)).status).toBe(403);
    expect((await page(student, 8)).status).toBe(403);
    expect((await page(admin, 9)).status).toBe(404);
  });
});

describe('teacher search requests', () => {
  const count = async (cookie: string) =>
    ((await (await server.request(queryPath('teachers.newTeacherSearchRequestsCount', {}), { cookie })).json()) as { count: number }).count;

  it('lists requests, new first, and marks them seen', async () => {
    expect(await count(teacher)).toBe(3);
    const list = (await (await server.request(queryPath('teachers.getTeacherSearchRequests', {}), { cookie: teacher })).json()) as TeacherSearchRequest[];
    expect(list).toHaveLength(4);
    expect(list.slice(0, 3).every((r) => r.isNew)).toBe(true);
    expect(list[3]!.isNew).toBe(false);
    const first = list[0]!;
    const marked = await server.request('/api/data/teachers.markTeacherSearchRequestsSeen', { method: 'POST', cookie: teacher, json: { ids: [first.id] } });
    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual({ count: 2 });
    expect(await count(teacher)).toBe(2);
  });

  it('keeps requests from students and client managers', async () => {
    expect((await server.request(queryPath('teachers.getTeacherSearchRequests', {}), { cookie: student })).status).toBe(403);
    expect((await server.request(queryPath('teachers.getTeacherSearchRequests', {}), { cookie: manager })).status).toBe(403);
    const marked = await server.request('/api/data/teachers.markTeacherSearchRequestsSeen', { method: 'POST', cookie: student, json: { ids: [1] } });
    expect(marked.status).toBe(403);
  });
});
