import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from '@school/shared/schemas';
import { queryPath, readJson, startTestServer, type TestServer } from '../../test/harness';

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
    expect(plan!.transactionTypes.map((t) => t.reportsAmount - t.giftLessons).filter((n, i, all) => all.indexOf(n) === i).sort((a, b) => a - b)).toEqual([
      1, 4, 8, 16, 32, 48, 64, 96, 128, 166, 212, 268, 302, 348,
    ]);
    expect(byId.get('50m_v4-4')).toMatchObject({ discount: 0, priceWithoutDiscount: 4760, giftLessons: 0, giftSpeakingClub: 0 });
    const popular = byId.get('50m_v4-32')!;
    expect(popular).toMatchObject({ price: 28_480, reportsAmount: 34, giftLessons: 2, giftSpeakingClub: 0, description: '2 урока в подарок' });
    expect(popular.priceWithoutDiscount).toBe(34 * 1190);
    expect(popular.discount).toBeCloseTo((1 - 28_480 / 34 / 1190) * 100, 6);
    expect(byId.get('50m_v4-64')).toMatchObject({ giftLessons: 4, giftSpeakingClub: 2, description: '4 урока в подарок, +2 разговорных клуба в подарок' });
    expect(byId.get('50m-test-lesson_v2-1')).toMatchObject({ category: 'test-drive', price: 590, reportsAmount: 1 });
    const [premium] = await readJson<SubscriptionPlan[]>(await server.request('/api/public/subscription-plans?subscriptionPlanIds=premium_25m'));
    expect(premium!.type).toBe('premium');
  });

  it('answers courses as single options and hides plans that are not sold publicly', async () => {
    const plans = await readJson<SubscriptionPlan[]>(
      await server.request('/api/public/subscription-plans?subscriptionPlanIds=course_it&subscriptionPlanIds=course_job_interview&subscriptionPlanIds=course_confident_tourist&subscriptionPlanIds=corporate_group'),
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

  it('lists offers with their price options', async () => {
    const student = await server.login('student@demo.school');
    const offers = (await (await server.request(queryPath('students.getOffers', {}), { cookie: student })).json()) as { title: string; transactionTypes: unknown[] }[];
    expect(offers[0]?.title).toBe('Скидка 13% на первый пакет');
    expect(offers[0]?.transactionTypes).toHaveLength(2);
  });
});

describe('course progress', () => {
  it('records a step once, for the student themself only', async () => {
    const cookie = await server.login('student2@demo.school');
    const body = { studentId: 10, courseId: 'it', fieldName: 'u1-l1-s1', fieldValue: { progress: 1 } };
    const first = (await (await post('/api/data/students.createCourseResult', cookie, body)).json()) as Record<string, { createdAt: string; value: number }>;
    expect(first['u1-l1-s1']?.value).toBe(1);
    const second = (await (await post('/api/data/students.createCourseResult', cookie, body)).json()) as Record<string, { createdAt: string }>;
    expect(second['u1-l1-s1']?.createdAt).toBe(first['u1-l1-s1']?.createdAt);
    const teacher = await server.login('teacher@demo.school');
    expect((await post('/api/data/students.createCourseResult', teacher, body)).status).toBe(403);
    const read = await server.request(queryPath('students.getCourseResultsNormalized', { courseId: 'it', studentId: 10 }), { cookie: teacher });
    expect(Object.keys((await read.json()) as object)).toEqual(['u1-l1-s1']);
  });
});

describe('user variables', () => {
  it('saves and reads the onboarding wizard state', async () => {
    const cookie = await server.login('newstudent@demo.school');
    expect(await (await server.request(queryPath('users.getVariables', {}), { cookie })).json()).toEqual([]);
    await post('/api/data/users.updateVariables', cookie, { variables: [{ key: 'mainWizard', value: [{ id: 'initial' }] }, { key: 'isShowWizard', value: true }] });
    await post('/api/data/users.updateVariables', cookie, { variables: [{ key: 'isShowWizard', value: false }] });
    expect(await (await server.request(queryPath('users.getVariables', {}), { cookie })).json()).toEqual([
      { key: 'isShowWizard', value: false },
      { key: 'mainWizard', value: [{ id: 'initial' }] },
    ]);
  });
  it('rejects unknown keys', async () => {
    const cookie = await server.login('newstudent@demo.school');
    expect((await post('/api/data/users.updateVariables', cookie, { variables: [{ key: 'isAdmin', value: true }] })).status).toBe(400);
  });
});
