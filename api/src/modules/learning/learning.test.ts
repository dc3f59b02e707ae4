import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPath, startTestServer, type TestServer } from '#test/harness';

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
    const plans = (await response.json()) as { id: string; transactionTypes: { reportsAmount: number; price: number }[] }[];
    expect(plans.map((p) => p.id)).toEqual(['50m_v4', 'premium_50m']);
    expect(plans[0]!.transactionTypes.some((t) => t.reportsAmount === 32)).toBe(true);
  });
  it('accepts a single id', async () => {
    const plans = (await (await server.request('/api/public/subscription-plans?subscriptionPlanIds=40m_kids')).json()) as { id: string }[];
    expect(plans.map((p) => p.id)).toEqual(['40m_kids']);
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

  it('a payment adds the package to the balance, all at once', async () => {
    const cookie = await server.login('kid@demo.school');
    const before = await server.db.selectFrom('student_balances').select('reports_left').where('student_id', '=', 11).where('report_full_type_id', '=', 'kids-40').executeTakeFirstOrThrow();
    const response = await post('/api/data/payments.create', cookie, { type: 'acquiring', transactionTypeId: '40m_kids-kids-40-8', comment: 'PayForm' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirectUrl: '/lms/dashboard?paymentStatus=success' });
    const after = await server.db.selectFrom('student_balances').select('reports_left').where('student_id', '=', 11).where('report_full_type_id', '=', 'kids-40').executeTakeFirstOrThrow();
    expect(after.reports_left).toBe(before.reports_left + 8);
  });

  it('refuses an unknown price option', async () => {
    const cookie = await server.login('kid@demo.school');
    const response = await post('/api/data/payments.create', cookie, { type: 'acquiring', transactionTypeId: 'nope', comment: 'PayForm' });
    expect(response.status).toBe(400);
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
