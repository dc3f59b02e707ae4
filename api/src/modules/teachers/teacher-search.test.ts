import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingTexts } from '@school/shared/texts';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';
import { TEACHER_SEARCH_REQUESTS_PER_DAY } from './handlers/create-teacher-search-request';
import { teacherTexts } from './texts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const questionnaire = {
  goals: ['work', 'speaking'],
  level: 'B1',
  times: ['morning', 'weekend'],
  lessonsPerWeek: '2',
  teacherGender: 'female',
  preferences: ['business'],
  comment: '  Работаю в IT, нужны созвоны с командой.  ',
};

const newCount = async (cookie: string) => (await readJson<{ count: number }>(await server.query('teachers.newTeacherSearchRequestsCount', {}, cookie))).count;

describe('the teacher-search questionnaire', () => {
  it("a learner's questionnaire becomes a new request teachers see, with the answers summed up", async () => {
    const [student, teacher] = await server.loginAll('student@demo.school', 'teacher@demo.school');
    const before = await newCount(teacher);
    const sent = await server.mutate('teachers.createTeacherSearchRequest', questionnaire, student);
    expect(sent.status).toBe(200);
    const { id } = await readJson<{ id: number }>(sent);
    expect(await newCount(teacher)).toBe(before + 1);

    const requests = await readJson<{ id: number; comment: string; isNew: boolean; student: { id: number } }[]>(
      await server.query('teachers.getTeacherSearchRequests', {}, teacher),
    );
    const request = requests.find((r) => r.id === id)!;
    expect(request).toMatchObject({ isNew: true, student: { id: 9 } });
    expect(request.comment).toBe(
      [
        'Цели: Английский для работы, Разговорная практика',
        'Уровень: B1 — говорю, но с ошибками',
        'Удобное время: Утром, 8:00–12:00, В выходные',
        'Частота: Два урока в неделю',
        'Преподаватель: Преподаватель-женщина',
        'Пожелания: Опыт в деловом английском',
        'Комментарий: Работаю в IT, нужны созвоны с командой.',
      ].join('\n'),
    );
    const row = await server.db.selectFrom('teacher_search_requests').select('answers').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.answers).toMatchObject({ goals: ['work', 'speaking'], level: 'B1' });
  });

  it('checks the answers, is for learners only and takes a few questionnaires a day', async () => {
    const [student2, teacher] = await server.loginAll('student2@demo.school', 'teacher@demo.school');
    const empty = await server.mutate('teachers.createTeacherSearchRequest', { ...questionnaire, goals: [] }, student2);
    expect(empty.status).toBe(400);
    expect(await firstError(empty)).toBe(landingTexts.teacherSearch.goalsRequired);
    expect((await server.mutate('teachers.createTeacherSearchRequest', { ...questionnaire, level: 'D9' }, student2)).status).toBe(400);
    expect((await server.mutate('teachers.createTeacherSearchRequest', { ...questionnaire, comment: 'я'.repeat(1001) }, student2)).status).toBe(400);
    const byTeacher = await server.mutate('teachers.createTeacherSearchRequest', questionnaire, teacher);
    expect(byTeacher.status).toBe(403);

    for (let i = 0; i < TEACHER_SEARCH_REQUESTS_PER_DAY; i += 1)
      expect((await server.mutate('teachers.createTeacherSearchRequest', questionnaire, student2)).status).toBe(200);
    const tooMany = await server.mutate('teachers.createTeacherSearchRequest', questionnaire, student2);
    expect(tooMany.status).toBe(429);
    expect(await firstError(tooMany)).toBe(teacherTexts.searchTooMany);
    server.clock.now = new Date(server.clock.now.getTime() + 25 * 3_600_000);
    expect((await server.mutate('teachers.createTeacherSearchRequest', questionnaire, student2)).status).toBe(200);
  });
});
