import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, StudentGroup } from '@school/shared/schemas';
import { firstError, startTestServer, type TestServer } from '#test/harness';

let server: TestServer;
let teacher: string;
let otherTeacher: string;
let hr: string;
let student: string;
const DAY = 86_400_000;
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
const path = (groupId: number, id?: number) => `/api/server/student_groups/${groupId}/appointments${id ? `/${id}` : ''}`;

beforeAll(async () => {
  server = await startTestServer();
  [teacher, otherTeacher, hr, student] = await server.loginAll('teacher@demo.school', 'oleg.petrov@demo.school', 'hr@demo.school', 'student@demo.school');
});
afterAll(() => server.close());

describe('group page', () => {
  it('answers the group with name, teachers, students, plan and next appointment', async () => {
    const response = await server.request('/api/server/student_groups/1', { cookie: teacher });
    expect(response.status).toBe(200);
    const group = (await response.json()) as StudentGroup;
    expect(group).toMatchObject({
      id: 1,
      name: 'Альфа: английский для разработчиков',
      subscriptionPlan: { id: 'corporate_group' },
      nextAppointmentGoogleCalendarEventId: null,
    });
    expect(group.teachers.map((t) => t.id)).toEqual([4]);
    expect(group.students.length).toBeGreaterThanOrEqual(3);
    expect(group.nextAppointmentId).not.toBeNull();
  });

  it('opens the group to the company HR and refuses teachers of other groups', async () => {
    expect((await server.request('/api/server/student_groups/1', { cookie: hr })).status).toBe(200);
    const refused = await server.request('/api/server/student_groups/1', { cookie: otherTeacher });
    expect(refused.status).toBe(403);
    expect(await firstError(refused)).toBe('У вас нет доступа к этой группе.');
    expect((await server.request('/api/server/student_groups/1', { cookie: student })).status).toBe(403);
    expect((await server.request('/api/server/student_groups/999', { cookie: teacher })).status).toBe(404);
  });
});

describe("the group's students", () => {
  it("open for the group's teacher, read only, and stay closed to teachers of other groups", async () => {
    const group = (await (await server.request('/api/server/student_groups/1', { cookie: teacher })).json()) as StudentGroup;
    // Students of the group who are not the teacher's own students (the page links to each of them).
    const own = await server.db.selectFrom('student_teachers').select('student_id').where('teacher_id', '=', 4).execute();
    const others = group.students.filter((s) => !own.some((o) => o.student_id === s.id));
    expect(others.length).toBeGreaterThan(0);
    for (const { id } of others) {
      for (const [name, input] of [
        ['students.getStudent', { studentId: id }],
        ['students.getContact', { studentId: id }],
        ['students.getNextAppointments', { studentId: id }],
        ['students.getReports', { studentId: id, page: 1, pageSize: 10 }],
        ['levelTest.getResult', { studentId: id }],
      ] as const) {
        expect([name, (await server.query(name, input, teacher)).status]).toEqual([name, 200]);
      }
      expect((await server.query('students.getStudent', { studentId: id }, otherTeacher)).status).toBe(403);
      // Read only: no report of their own for a student who is not theirs.
      const report = await server.mutate(
        'reports.createStudentReport',
        {
          studentId: id,
          data: { fields: { '1': 'Тема' }, date: new Date(Date.now() - DAY).toISOString(), fullTypeId: 'skype-50', homeworkGroups: [], status: 'default' },
        },
        teacher,
      );
      expect(report.status).toBe(403);
    }
  });
});

describe('group next lesson', () => {
  it("lets the group's teacher change, delete and schedule", async () => {
    const group = (await (await server.request('/api/server/student_groups/1', { cookie: teacher })).json()) as StudentGroup;
    const later = isoIn(7 * DAY);
    const changed = await server.request(path(1, group.nextAppointmentId!), { method: 'POST', cookie: teacher, json: { date: later } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Appointment).studentGroupId).toBe(1);
    expect((await server.request(path(1, group.nextAppointmentId!), { method: 'DELETE', cookie: teacher })).status).toBe(200);
    const created = await server.request(path(1), { method: 'POST', cookie: teacher, json: { date: isoIn(2 * DAY) } });
    expect(created.status).toBe(201);
    const appointment = (await created.json()) as Appointment;
    expect(appointment).toMatchObject({ studentGroupId: 1, studentId: null, teacherId: 4 });
    const after = (await (await server.request('/api/server/student_groups/1', { cookie: teacher })).json()) as StudentGroup;
    expect(after.nextAppointmentId).toBe(appointment.id);
  });

  it('answers 403 to anyone but the group’s teachers', async () => {
    expect((await server.request(path(1), { method: 'POST', cookie: otherTeacher, json: { date: isoIn(DAY) } })).status).toBe(403);
    expect((await server.request(path(1), { method: 'POST', cookie: hr, json: { date: isoIn(DAY) } })).status).toBe(403);
  });

  it('answers 400 for a past date', async () => {
    const response = await server.request(path(1), { method: 'POST', cookie: teacher, json: { date: isoIn(-3 * DAY) } });
    expect(response.status).toBe(400);
    expect(await firstError(response)).toBe('Дата занятия не может быть в прошлом');
  });

  it('never touches single lessons through the group path', async () => {
    const single = await server.db.selectFrom('appointments').select('id').where('student_id', '=', 9).executeTakeFirstOrThrow();
    expect((await server.request(path(1, single.id), { method: 'DELETE', cookie: teacher })).status).toBe(404);
  });

  it('keeps calendar-bound group lessons out of reach', async () => {
    const { id } = await server.db
      .insertInto('appointments')
      .values({ student_group_id: 1, teacher_id: 4, date: new Date(Date.now() + 9 * DAY), google_calendar_event_id: 'gcal-group' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await server.request(path(1, id), { method: 'DELETE', cookie: teacher })).status).toBe(409);
  });
});
