import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from '@school/shared/schemas';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { splitStatements } from '../../db/migrate';
import { firstError, queryPath, readJson, startTestServer, type TestServer } from '#test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (path: string, cookie: string, json: unknown) => server.request(path, { method: 'POST', cookie, json });

describe('subscription plans', () => {
  it('answers visitors with the requested plans sorted by order', async () => {
    const response = await server.request('/api/public/subscription-plans?subscriptionPlanIds=premium_50m&subscriptionPlanIds=50m_v4&subscriptionPlanIds=nope');
    expect(response.status).toBe(200);
    const plans = (await response.json()) as { id: string; transactionTypes: { id: string }[] }[];
    expect(plans.map((p) => p.id)).toEqual(['50m_v4', 'premium_50m']);
    expect(plans[0]!.transactionTypes.some((t) => t.id === '50m_v4-32')).toBe(true);
  });
  it('accepts a single id', async () => {
    const plans = (await (await server.request('/api/public/subscription-plans?subscriptionPlanIds=40m_kids')).json()) as { id: string }[];
    expect(plans.map((p) => p.id)).toEqual(['40m_kids']);
  });

  it('answers the computed fields: type, highest lesson price, discounts and gifts', async () => {
    const [plan] = await readJson<SubscriptionPlan[]>(await server.request('/api/public/subscription-plans?subscriptionPlanIds=50m_v4'));
    expect(plan!.type).toBe('mix');
    expect(plan!.maxLessonPrice).toBe(1190);
    const byId = new Map(plan!.transactionTypes.map((t) => [t.id, t]));
    expect(
      plan!.transactionTypes
        .map((t) => t.reportsAmount - t.giftLessons)
        .filter((n, i, all) => all.indexOf(n) === i)
        .sort((a, b) => a - b),
    ).toEqual([1, 4, 8, 16, 32, 48, 64, 96, 128, 166, 212, 268, 302, 348]);
    expect(byId.get('50m_v4-4')).toMatchObject({ discount: 0, priceWithoutDiscount: 4760, oldPrice: null, giftLessons: 0, giftSpeakingClub: 0 });
    const popular = byId.get('50m_v4-32')!;
    expect(popular).toMatchObject({ price: 28_480, reportsAmount: 34, giftLessons: 2, giftSpeakingClub: 0, description: '2 урока в подарок' });
    // The discount is taken from the 32 lessons paid for at the plan's base lesson price (1190 ₽), rounded down.
    expect(popular).toMatchObject({ priceWithoutDiscount: 32 * 1190, oldPrice: 32 * 1190, discount: 25 });
    expect(byId.get('50m_v4-64')).toMatchObject({ giftLessons: 4, giftSpeakingClub: 2, description: '4 урока в подарок, +2 разговорных клуба в подарок' });
    expect(byId.get('50m-test-lesson_v2-1')).toMatchObject({ category: 'test-drive', price: 590, reportsAmount: 1 });
    const [premium] = await readJson<SubscriptionPlan[]>(await server.request('/api/public/subscription-plans?subscriptionPlanIds=premium_25m'));
    expect(premium!.type).toBe('premium');
  });

  it('answers courses as single options and hides plans that are not sold publicly', async () => {
    const plans = await readJson<SubscriptionPlan[]>(
      await server.request(
        '/api/public/subscription-plans?subscriptionPlanIds=course_it&subscriptionPlanIds=course_job_interview&subscriptionPlanIds=course_confident_tourist&subscriptionPlanIds=corporate_group',
      ),
    );
    expect(plans.map((p) => [p.id, p.transactionTypes.map((t) => [t.category, t.reportsAmount, t.courseId])])).toEqual([
      ['course_it', [['course', 13, 'it']]],
      ['course_job_interview', [['course', 9, 'job-interview']]],
      ['course_confident_tourist', [['course', 24, 'confident-tourist']]],
    ]);
  });

  it('refuses malformed or too many ids', async () => {
    expect((await server.request('/api/public/subscription-plans?subscriptionPlanIds=%3Cscript%3E')).status).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => `subscriptionPlanIds=p${i}`).join('&');
    expect((await server.request(`/api/public/subscription-plans?${many}`)).status).toBe(400);
  });
});

describe('purchases and offers', () => {
  it("reads the student's own transactions with 'me' and refuses other students' to strangers", async () => {
    const student = await server.login('student@demo.school');
    const own = (await (await server.request(queryPath('students.getTransactions', { studentId: 'me' }), { cookie: student })).json()) as unknown[];
    expect(own.length).toBeGreaterThan(0);
    const other = await server.login('teen@demo.school');
    expect((await server.request(queryPath('students.getTransactions', { studentId: 9 }), { cookie: other })).status).toBe(403);
    const teacher = await server.login('teacher@demo.school');
    expect((await server.request(queryPath('students.getTransactions', { studentId: 9 }), { cookie: teacher })).status).toBe(200);
  });

  it('lists the offers a learner may use, with their price options; the registration offer only to newcomers', async () => {
    const [newcomer, student] = await server.loginAll('newstudent@demo.school', 'student@demo.school');
    const offers = (await (await server.request(queryPath('students.getOffers', {}), { cookie: newcomer })).json()) as {
      title: string;
      transactionTypes: unknown[];
    }[];
    expect(offers[0]?.title).toBe('Скидка 10 % на первый пакет');
    expect(offers[0]?.transactionTypes).toHaveLength(2);
    expect(await (await server.request(queryPath('students.getOffers', {}), { cookie: student })).json()).toEqual([]);
  });
});

describe('course progress', () => {
  const step = (fieldName: string, studentId = 10, courseId = 'it') => ({ studentId, courseId, fieldName, fieldValue: { progress: 1 } });
  const read = async (cookie: string, studentId: number | 'me' = 10) =>
    (await (await server.query('students.getCourseResultsNormalized', { courseId: 'it', studentId }, cookie)).json()) as Record<
      string,
      { createdAt: string; value: number }
    >;

  it('records a step of an open unit once, and the answer carries the new entry', async () => {
    const cookie = await server.login('student2@demo.school');
    const before = await read(cookie, 'me');
    expect(before['u1-l2-s3']).toBeUndefined();
    const first = (await (await server.mutate('students.createCourseResult', step('u1-l2-s3'), cookie)).json()) as Record<
      string,
      { createdAt: string; value: number }
    >;
    expect(first['u1-l2-s3']?.value).toBe(1);
    expect(Object.keys(first)).toHaveLength(Object.keys(before).length + 1);
    const second = (await (await server.mutate('students.createCourseResult', step('u1-l2-s3'), cookie)).json()) as Record<string, { createdAt: string }>;
    expect(second['u1-l2-s3']?.createdAt).toBe(first['u1-l2-s3']?.createdAt);
  });

  it("refuses a student recording another student's progress (403) and stores nothing", async () => {
    const cookie = await server.login('student@demo.school');
    const response = await server.mutate('students.createCourseResult', step('u1-l3-s1'), cookie);
    expect(response.status).toBe(403);
    const teacher = await server.login('teacher@demo.school');
    expect((await read(teacher))['u1-l3-s1']).toBeUndefined();
  });

  it("records nothing for a teacher's viewing, of a student or of their own", async () => {
    const teacher = await server.login('teacher@demo.school');
    const before = await read(teacher);
    expect((await server.mutate('students.createCourseResult', step('u1-l4-s1'), teacher)).status).toBe(403);
    expect((await server.mutate('students.createCourseResult', step('u1-l4-s1', 4), teacher)).status).toBe(403);
    expect(await read(teacher)).toEqual(before);
    expect(await read(teacher, 'me')).toEqual({});
    const rows = await server.db.selectFrom('course_results').select('id').where('student_id', '=', 4).execute();
    expect(rows).toEqual([]);
  });

  it('refuses a course the student does not have, with the no-access text', async () => {
    const cookie = await server.login('student@demo.school');
    const response = await server.mutate('students.createCourseResult', step('u1-l1-s1', 9), cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errors: [{ message: 'У вас нет доступа к этому курсу' }] });
  });

  it('refuses a step of a unit that is not open yet, and a key that is no step', async () => {
    const cookie = await server.login('student2@demo.school');
    // Bought 30 days ago: unit 2 opened on day 21, unit 3 opens on day 42.
    expect((await server.mutate('students.createCourseResult', step('u2-l1-s1'), cookie)).status).toBe(200);
    expect((await server.mutate('students.createCourseResult', step('u3-l1-s1'), cookie)).status).toBe(403);
    expect((await server.mutate('students.createCourseResult', step('lesson-1'), cookie)).status).toBe(400);
    expect((await server.mutate('students.createCourseResult', step('l1', 10, 'job-interview'), cookie)).status).toBe(403);
  });

  it('refuses a step the course does not have, however well it is shaped', async () => {
    const cookie = await server.login('student2@demo.school');
    const before = await read(cookie, 'me');
    for (const invented of ['u1-l99-s99', 'u1-l1-s5', 'u2-l11-s1', 'u1-l10-s6']) {
      const response = await server.mutate('students.createCourseResult', step(invented), cookie);
      expect(response.status).toBe(400);
      expect(await firstError(response)).toBe('В курсе нет такого шага.');
    }
    expect(await read(cookie, 'me')).toEqual(before);
    expect((await server.mutate('students.createCourseResult', step('u1-l10-s5'), cookie)).status).toBe(200);
  });
});

describe('grammar program statuses', () => {
  const topicId = '2ffe4f9c-1235-4709-8309-4fef83e755b2';
  const set = (cookie: string, status: 0 | 1 | 2, studentId = 10) => server.mutate('students.setProgramStatus', { studentId, topicId, status }, cookie);
  const statuses = async (cookie: string) =>
    (await (await server.query('students.getProgramStatuses', { studentId: 10 }, cookie)).json()) as Record<string, number>;

  it("lets the student's own teacher change a topic's status", async () => {
    const teacher = await server.login('teacher@demo.school');
    const response = await set(teacher, 1);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Record<string, number>)[topicId]).toBe(1);
    expect((await set(teacher, 2)).status).toBe(200);
    expect((await statuses(await server.login('student2@demo.school')))[topicId]).toBe(2);
  });

  it('refuses a topic the programs do not have', async () => {
    const teacher = await server.login('teacher@demo.school');
    const response = await server.mutate('students.setProgramStatus', { studentId: 10, topicId: '3f1c2a4e-8b7d-4c5e-9a1b-2d3e4f5a6b7c', status: 1 }, teacher);
    expect(response.status).toBe(400);
    expect(await firstError(response)).toBe('В программе нет такой темы.');
    expect((await statuses(teacher))['3f1c2a4e-8b7d-4c5e-9a1b-2d3e4f5a6b7c']).toBeUndefined();
  });

  it('lets staff change it', async () => {
    const admin = await server.login('admin@demo.school');
    expect((await set(admin, 0)).status).toBe(200);
    expect((await statuses(admin))[topicId]).toBe(0);
  });

  it('refuses another teacher, the student themself and other students', async () => {
    const [seller, student2, student] = await server.loginAll('seller@demo.school', 'student2@demo.school', 'student@demo.school');
    const before = await statuses(student2);
    for (const cookie of [seller, student2, student]) expect((await set(cookie, 2)).status).toBe(403);
    expect(await statuses(student2)).toEqual(before);
  });

  it('answers 404 for no such student and 400 for a topic id that is no uuid or a status out of 0…2', async () => {
    const teacher = await server.login('teacher@demo.school');
    expect((await set(teacher, 1, 999_999)).status).toBe(404);
    expect((await server.mutate('students.setProgramStatus', { studentId: 10, topicId: 'Past Perfect', status: 1 }, teacher)).status).toBe(400);
    expect((await server.mutate('students.setProgramStatus', { studentId: 10, topicId, status: 3 }, teacher)).status).toBe(400);
  });
});

describe('user variables', () => {
  it('saves and reads the onboarding wizard state', async () => {
    const cookie = await server.login('newstudent@demo.school');
    expect(await (await server.request(queryPath('users.getVariables', {}), { cookie })).json()).toEqual([]);
    const initial = { id: 'initial', type: 'initial', title: 'Привет!', subtitle: '', question: '', options: [], answers: {} };
    await post('/api/data/users.updateVariables', cookie, {
      variables: [
        { key: 'mainWizard', value: [initial] },
        { key: 'isShowWizard', value: true },
      ],
    });
    await post('/api/data/users.updateVariables', cookie, { variables: [{ key: 'isShowWizard', value: false }] });
    expect(await (await server.request(queryPath('users.getVariables', {}), { cookie })).json()).toEqual([
      { key: 'isShowWizard', value: false },
      { key: 'mainWizard', value: [initial] },
    ]);
  });
  it('rejects unknown keys', async () => {
    const cookie = await server.login('newstudent@demo.school');
    expect((await post('/api/data/users.updateVariables', cookie, { variables: [{ key: 'isAdmin', value: true }] })).status).toBe(400);
  });
});

describe('the migration that removes invented progress', () => {
  it('deletes course results and program statuses that name no step, lesson or topic, and keeps the real ones', async () => {
    const invented = [
      { course_id: 'it', field_name: 'u1-l99-s99' },
      { course_id: 'it', field_name: 'u1-l1-s5' },
      { course_id: 'job-interview', field_name: 'l10' },
      { course_id: 'nope', field_name: 'l1' },
    ];
    await server.db
      .insertInto('course_results')
      .values(invented.map((row) => ({ ...row, student_id: 9, field_value: 1, created_at: new Date() })))
      .execute();
    await server.db.insertInto('program_statuses').values({ student_id: 9, topic_id: '3f1c2a4e-8b7d-4c5e-9a1b-2d3e4f5a6b7c', status: 2 }).execute();
    const count = async (table: 'course_results' | 'program_statuses') =>
      Number(
        (
          await server.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [results, statuses] = [await count('course_results'), await count('program_statuses')];

    const migration = readFileSync(new URL('../../../migrations/0952_remove_invented_progress.sql', import.meta.url), 'utf8');
    for (const statement of splitStatements(migration)) await sql.raw(statement).execute(server.db);

    expect(await count('course_results')).toBe(results - invented.length);
    expect(await count('program_statuses')).toBe(statuses - 1);
    const left = await server.db.selectFrom('course_results').select('field_name').where('student_id', '=', 10).where('course_id', '=', 'it').execute();
    expect(left.map((r) => r.field_name)).toContain('u1-l1-sfinal');
  });
});
