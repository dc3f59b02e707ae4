import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL_TEST_QUESTIONS } from '@school/shared/domain';
import type { LevelTestSectionLevel } from '@school/shared/schemas';
import { teacherApiTexts } from '@school/shared/texts';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';
import { levelTestTexts } from './texts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Right answers for the sections up to `through`, then one section answered all wrong. */
function answersUpTo(through: LevelTestSectionLevel | null): Record<string, number> {
  const order: LevelTestSectionLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1'];
  const passed = through === null ? 0 : order.indexOf(through) + 1;
  const answers: Record<string, number> = {};
  for (const question of LEVEL_TEST_QUESTIONS) {
    const index = order.indexOf(question.level);
    if (index < passed) answers[question.id] = question.answer;
    else if (index === passed) answers[question.id] = (question.answer + 1) % question.options.length;
  }
  return answers;
}

describe('the level test result', () => {
  it("the server scores a learner's answers, stores the result and shows it to the learner and their teacher", async () => {
    const [student, teacher] = await server.loginAll('student@demo.school', 'teacher@demo.school');
    expect(await readJson(await server.query('levelTest.getResult', { studentId: 'me' }, student))).toEqual({ result: null });

    const saved = await server.mutate('levelTest.saveResult', { answers: answersUpTo('B1') }, student);
    expect(saved.status).toBe(200);
    expect(await readJson(saved)).toMatchObject({ level: 'B1', programId: 'B1+', correct: 21, answered: 28 });

    const own = await readJson<{ result: { level: string } | null }>(await server.query('levelTest.getResult', {}, student));
    expect(own.result?.level).toBe('B1');
    const seen = await readJson<{ result: { level: string; sections: unknown[] } | null }>(
      await server.query('levelTest.getResult', { studentId: 9 }, teacher),
    );
    expect(seen.result).toMatchObject({
      level: 'B1',
      sections: [
        { level: 'A1', correct: 7, total: 7 },
        { level: 'A2', correct: 7, total: 7 },
        { level: 'B1', correct: 7, total: 7 },
        { level: 'B2', correct: 0, total: 7 },
      ],
    });

    // A later attempt is the one shown.
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    expect((await server.mutate('levelTest.saveResult', { answers: answersUpTo('A1') }, student)).status).toBe(200);
    expect((await readJson<{ result: { level: string; programId: string } }>(await server.query('levelTest.getResult', {}, student))).result).toMatchObject({
      level: 'A1',
      programId: 'A2',
    });
  });

  it('refuses an unfinished test and answers it does not know', async () => {
    const student = await server.login('student2@demo.school');
    const unfinished = await server.mutate('levelTest.saveResult', { answers: { 'a1-1': 1, 'a1-2': 0 } }, student);
    expect(unfinished.status).toBe(400);
    expect(await firstError(unfinished)).toBe(levelTestTexts.unfinished);
    expect((await server.mutate('levelTest.saveResult', { answers: { 'x9-1': 0 } }, student)).status).toBe(400);
    expect((await server.mutate('levelTest.saveResult', { answers: { 'a1-1': 7 } }, student)).status).toBe(400);
  });

  it("another learner cannot read the result; a teacher's own test is not stored", async () => {
    const [student2, teacher] = await server.loginAll('student2@demo.school', 'teacher@demo.school');
    const foreign = await server.query('levelTest.getResult', { studentId: 9 }, student2);
    expect(foreign.status).toBe(403);
    expect(await firstError(foreign)).toBe(teacherApiTexts.studentNoAccess);
    expect((await server.mutate('levelTest.saveResult', { answers: answersUpTo('A2') }, teacher)).status).toBe(403);
  });

  it('is limited per learner: 20 results an hour, then 429 with Retry-After', async () => {
    const learner = await server.login('teen@demo.school');
    for (let i = 0; i < 20; i += 1) expect((await server.mutate('levelTest.saveResult', { answers: answersUpTo('A2') }, learner)).status).toBe(200);
    const refused = await server.mutate('levelTest.saveResult', { answers: answersUpTo('A2') }, learner);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await firstError(refused)).toMatch(/^Слишком много запросов/);
  });
});
