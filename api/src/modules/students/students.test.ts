import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, Student } from '@school/shared/schemas';
import { firstError, queryPath, startTestServer, type TestServer } from '#test/harness';

let server: TestServer;
let teacher: string;
let otherTeacher: string;
let seller: string;
let student: string;
let manager: string;
let admin: string;
/** A student of the demo teacher whose last status forbids editing ('rejected'). */
let rejectedId: number;

const DAY = 86_400_000;
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  [teacher, otherTeacher, seller, student, manager, admin] = await server.loginAll(
    'teacher@demo.school',
    'oleg.petrov@demo.school',
    'seller@demo.school',
    'student@demo.school',
    'manager@demo.school',
    'admin@demo.school',
  );
  const rejected = await server.db
    .selectFrom('student_status_changes as c')
    .innerJoin('student_teachers as st', 'st.student_id', 'c.student_id')
    .select('c.student_id')
    .where('st.teacher_id', '=', 4)
    .where('c.status_id', '=', 'rejected')
    .executeTakeFirstOrThrow();
  rejectedId = rejected.student_id;
});
afterAll(() => server.close());

describe('student page', () => {
  it('answers the student to their own teacher with what the profile needs', async () => {
    const response = await server.request(queryPath('students.getStudent', { studentId: 9 }), { cookie: teacher });
    expect(response.status).toBe(200);
    const s = (await response.json()) as Student;
    expect(s).toMatchObject({ id: 9, firstName: 'Дмитрий', lastStudentStatusId: 'active-student', selfPaying: true, hasAppointments: true, journalUrl: null });
    expect(s.teachers.map((t) => t.id)).toEqual([4]);
    expect(s.nextAppointment?.teacherId).toBe(4);
    expect(s.studentPaidReportsLeftCounts[0]).toMatchObject({ id: 'skype-50', reportsLeft: 6 });
    expect(s.availablePrograms.some((p) => p.id === 1770)).toBe(true);
  });

  it('answers 403 to a teacher who is not the student’s teacher', async () => {
    const response = await server.request(queryPath('students.getStudent', { studentId: 9 }), { cookie: otherTeacher });
    expect(response.status).toBe(403);
    expect(await firstError(response)).toBe('У вас нет доступа к профилю этого ученика.');
    for (const name of ['students.getContact', 'students.getWords', 'students.getNextAppointments', 'students.getStats']) {
      expect((await server.request(queryPath(name, { studentId: 9 }), { cookie: otherTeacher })).status).toBe(403);
    }
  });

  it('answers 404 for no such student', async () => {
    const response = await server.request(queryPath('students.getStudent', { studentId: 99999 }), { cookie: admin });
    expect(response.status).toBe(404);
    expect(await firstError(response)).toBe('Ученик не найден.');
  });

  it('sends the journal link to client managers only, not to admins', async () => {
    const s = (await (await server.request(queryPath('students.getStudent', { studentId: 9 }), { cookie: manager })).json()) as Student;
    expect(s.journalUrl).toBe('https://journal.school.example/students/9');
    const byAdmin = (await (await server.request(queryPath('students.getStudent', { studentId: 9 }), { cookie: admin })).json()) as Student;
    expect(byAdmin.journalUrl).toBeNull();
  });

  it('shows a new student without lessons as having no appointments', async () => {
    const s = (await (await server.request(queryPath('students.getStudent', { studentId: 13 }), { cookie: seller })).json()) as Student;
    expect(s).toMatchObject({ hasAppointments: false, activatedAt: null, nextAppointment: null });
  });

  it('keeps the stats to teachers and admins', async () => {
    expect((await server.request(queryPath('students.getStats', { studentId: 9 }), { cookie: teacher })).status).toBe(200);
    expect((await server.request(queryPath('students.getStats', { studentId: 9 }), { cookie: admin })).status).toBe(200);
    expect((await server.request(queryPath('students.getStats', { studentId: 9 }), { cookie: manager })).status).toBe(403);
    expect((await server.request(queryPath('students.getStats', { studentId: 9 }), { cookie: student })).status).toBe(403);
    const stats = (await (await server.request(queryPath('students.getStats', { studentId: 9 }), { cookie: teacher })).json()) as {
      lessons: { attended: boolean }[];
    };
    expect(stats.lessons.length).toBe(26);
    expect(stats.lessons.filter((l) => !l.attended)).toHaveLength(1);
  });

  it('reads program progress from the homework lesson links', async () => {
    const progress = (await (await server.request(queryPath('students.getProgramProgress', { studentId: 9 }), { cookie: teacher })).json()) as {
      programId: number;
      lessonCodes: string[];
    };
    expect(progress.programId).toBe(1770);
    expect(progress.lessonCodes.length).toBeGreaterThan(0);
    for (const code of progress.lessonCodes) expect(code).toMatch(/^[A-Z][A-Za-z]*\d?-\d+t?$/);
  });

  it('lists purchased courses', async () => {
    const courses = (await (await server.request(queryPath('students.getCourses', { studentId: 10 }), { cookie: teacher })).json()) as { courseId: string }[];
    expect(courses.map((c) => c.courseId)).toEqual(['it', 'additional-materials-it']);
  });
});

describe('editing the profile', () => {
  it('lets a teacher save bio, preferred time, program and learner portrait', async () => {
    const response = await server.mutate(
      'students.updateStudent',
      { studentId: 9, bio: 'Новая биография', preferredLessonsTime: 'Вечером', programId: 1775, linguoPortrait: { goal: 'Переезд', level: '' } },
      teacher,
    );
    expect(response.status).toBe(200);
    const s = (await response.json()) as Student;
    expect(s).toMatchObject({ bio: 'Новая биография', preferredLessonsTime: 'Вечером', programId: 1775, linguoPortrait: { goal: 'Переезд' } });
  });

  it('answers 403 to a student editing a profile, their own included', async () => {
    const response = await server.mutate('students.updateStudent', { studentId: 9, bio: 'Я сам' }, student);
    expect(response.status).toBe(403);
  });

  it('answers 403 when the last status forbids editing', async () => {
    expect((await server.mutate('students.updateStudent', { studentId: rejectedId, bio: 'Нельзя' }, teacher)).status).toBe(403);
  });

  it('refuses values the configuration does not offer', async () => {
    const badValue = await server.mutate('students.updateStudent', { studentId: 9, linguoPortrait: { goal: 'Космос' } }, teacher);
    expect(badValue.status).toBe(400);
    const badKey = await server.mutate('students.updateStudent', { studentId: 9, linguoPortrait: { shoeSize: '42' } }, teacher);
    expect(badKey.status).toBe(400);
    const badProgram = await server.mutate('students.updateStudent', { studentId: 9, programId: 12345 }, teacher);
    expect(badProgram.status).toBe(400);
    expect(await firstError(badProgram)).toBe('Программа должна быть числом');
    const textProgram = await server.mutate('students.updateStudent', { studentId: 9, programId: 'B1' }, teacher);
    expect(textProgram.status).toBe(400);
  });

  it('refuses an empty update', async () => {
    expect((await server.mutate('students.updateStudent', { studentId: 9 }, teacher)).status).toBe(400);
  });
});

describe('activation', () => {
  it('answers 403 to a teacher who does not sell', async () => {
    const cookie = await server.login('apprentice@demo.school');
    // The apprentice is not the student's teacher either; the demo teacher is, and does not sell.
    expect(
      (await server.mutate('students.updateStudent', { studentId: 13, activatedAt: new Date().toISOString(), subscriptionPlanId: '50m_v4' }, cookie)).status,
    ).toBe(403);
    await server.db.insertInto('student_teachers').values({ student_id: 13, teacher_id: 4 }).execute();
    const response = await server.mutate(
      'students.updateStudent',
      { studentId: 13, activatedAt: new Date().toISOString(), subscriptionPlanId: '50m_v4' },
      teacher,
    );
    expect(response.status).toBe(403);
    await server.db.deleteFrom('student_teachers').where('student_id', '=', 13).where('teacher_id', '=', 4).execute();
  });

  it('asks the selling teacher for a plan', async () => {
    const response = await server.mutate('students.updateStudent', { studentId: 13, activatedAt: new Date().toISOString() }, seller);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string; field: string }[] };
    expect(body.errors[0]).toEqual({ message: 'Выберите, пожалуйста, план занятий', field: 'subscriptionPlanId' });
    const unknown = await server.mutate(
      'students.updateStudent',
      { studentId: 13, activatedAt: new Date().toISOString(), subscriptionPlanId: 'no-such-plan' },
      seller,
    );
    expect(unknown.status).toBe(400);
  });

  it('activates now with the chosen plan, once', async () => {
    server.clock.now = new Date(Date.now());
    const response = await server.mutate(
      'students.updateStudent',
      { studentId: 13, activatedAt: '2001-01-01T00:00:00.000Z', subscriptionPlanId: '25m_v4' },
      seller,
    );
    expect(response.status).toBe(200);
    const s = (await response.json()) as Student;
    expect(s.subscriptionPlanId).toBe('25m_v4');
    expect(s.subscriptionPlans.map((p) => p.id)).toContain('25m_v4');
    expect(Math.abs(new Date(s.activatedAt!).getTime() - server.clock.now.getTime())).toBeLessThan(1000);
    const again = await server.mutate('students.updateStudent', { studentId: 13, activatedAt: new Date().toISOString(), subscriptionPlanId: '50m_v4' }, seller);
    expect(again.status).toBe(403);
  });

  it('keeps plan changes to selling teachers', async () => {
    expect((await server.mutate('students.updateStudent', { studentId: 9, subscriptionPlanId: '25m_v4' }, teacher)).status).toBe(403);
  });
});

describe('next single lesson', () => {
  const path = (studentId: number, id?: number) => `/api/server/students/${studentId}/appointments${id ? `/${id}` : ''}`;

  it('lets the own teacher schedule, change and delete', async () => {
    server.clock.now = new Date();
    const created = await server.request(path(11), { method: 'POST', cookie: teacher, json: { date: isoIn(3 * DAY) } });
    expect(created.status).toBe(201);
    const appointment = (await created.json()) as Appointment;
    expect(appointment).toMatchObject({ teacherId: 4, studentId: 11, studentGroupId: null, googleCalendarEventId: null });

    const later = isoIn(5 * DAY);
    const changed = await server.request(path(11, appointment.id), { method: 'POST', cookie: teacher, json: { date: later } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Appointment).date).toBe(later);

    const next = (await (await server.request(queryPath('students.getNextAppointments', { studentId: 11 }), { cookie: teacher })).json()) as Appointment[];
    expect(next.map((a) => a.id)).toContain(appointment.id);

    const deleted = await server.request(path(11, appointment.id), { method: 'DELETE', cookie: teacher });
    expect(deleted.status).toBe(200);
    const after = (await (await server.request(queryPath('students.getNextAppointments', { studentId: 11 }), { cookie: teacher })).json()) as Appointment[];
    expect(after.map((a) => a.id)).not.toContain(appointment.id);
  });

  it("answers 403 to a teacher scheduling for another teacher's student", async () => {
    const response = await server.request(path(9), { method: 'POST', cookie: otherTeacher, json: { date: isoIn(DAY) } });
    expect(response.status).toBe(403);
    expect((await server.request(path(13), { method: 'POST', cookie: teacher, json: { date: isoIn(DAY) } })).status).toBe(403);
  });

  it('answers 403 to staff and to the student', async () => {
    expect((await server.request(path(9), { method: 'POST', cookie: admin, json: { date: isoIn(DAY) } })).status).toBe(403);
    expect((await server.request(path(9), { method: 'POST', cookie: student, json: { date: isoIn(DAY) } })).status).toBe(403);
  });

  it('answers 403 when the status forbids editing', async () => {
    expect((await server.request(path(rejectedId), { method: 'POST', cookie: teacher, json: { date: isoIn(DAY) } })).status).toBe(403);
  });

  it('answers 400 with errors[0].message for a date in the past', async () => {
    const response = await server.request(path(9), { method: 'POST', cookie: teacher, json: { date: isoIn(-2 * DAY) } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toBe('Дата занятия не может быть в прошлом');
  });

  it('accepts earlier today in the teacher’s time zone', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterdayDay = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    server.clock.now = new Date(`${today}T20:00:00.000Z`); // 23:00 in Moscow
    const response = await server.request(path(11), { method: 'POST', cookie: teacher, json: { date: `${today}T09:00:00+03:00` } });
    expect(response.status).toBe(201);
    const yesterday = await server.request(path(11), { method: 'POST', cookie: teacher, json: { date: `${yesterdayDay}T20:00:00+03:00` } });
    expect(yesterday.status).toBe(400);
    server.clock.now = new Date();
  });

  it('refuses a malformed date', async () => {
    const response = await server.request(path(9), { method: 'POST', cookie: teacher, json: { date: '21.11.2026' } });
    expect(response.status).toBe(400);
    expect(await firstError(response)).toBe('Введите дату в формате ДД.ММ.ГГГГ');
  });

  it('keeps a calendar-bound lesson out of reach (409)', async () => {
    const next = (await (await server.request(queryPath('students.getNextAppointments', { studentId: 10 }), { cookie: teacher })).json()) as Appointment[];
    const bound = next.find((a) => a.googleCalendarEventId !== null)!;
    expect(bound).toBeDefined();
    expect((await server.request(path(10, bound.id), { method: 'POST', cookie: teacher, json: { date: isoIn(6 * DAY) } })).status).toBe(409);
    expect((await server.request(path(10, bound.id), { method: 'DELETE', cookie: teacher })).status).toBe(409);
  });

  it("answers 403 to a co-teacher changing another teacher's appointment", async () => {
    const next = (await (await server.request(queryPath('students.getNextAppointments', { studentId: 10 }), { cookie: otherTeacher })).json()) as Appointment[];
    expect((await server.request(path(10, next[0]!.id), { method: 'DELETE', cookie: otherTeacher })).status).toBe(403);
  });

  it('never touches group lessons through the student path', async () => {
    const group = await server.db.selectFrom('appointments').select('id').where('student_group_id', '=', 1).executeTakeFirstOrThrow();
    expect((await server.request(path(9, group.id), { method: 'DELETE', cookie: teacher })).status).toBe(404);
  });
});

describe('error reports', () => {
  it('stores a failed profile save for admins to read', async () => {
    const posted = await server.request('/api/server/error_reports', {
      method: 'POST',
      cookie: teacher,
      json: { message: 'Не удалось сохранить профиль ученика', status: 500, context: { studentId: 9 }, url: '/lms/students/9' },
    });
    expect(posted.status).toBe(201);
    expect((await server.request('/api/server/error_reports', { cookie: teacher })).status).toBe(403);
    const list = (await (await server.request('/api/server/error_reports', { cookie: admin })).json()) as { message: string; userId: number }[];
    expect(list[0]).toMatchObject({ message: 'Не удалось сохранить профиль ученика', userId: 4 });
  });
});
