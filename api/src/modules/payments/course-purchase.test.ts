import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@school/shared/schemas';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';

/** Courses are sold on their own pages through the same payment flow: the course opens for its period. */

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SIGNING_SECRET: 'course-purchase-test-secret' } });
});
afterAll(() => server.close());

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return pathname + search;
};

/** Orders the option, approves it on the sandbox page and follows the way back; answers where the payer lands. */
async function buy(cookie: string, transactionTypeId: string, type: 'acquiring' | 'vsegdaDa' = 'acquiring') {
  const created = await server.mutate('payments.create', { type, transactionTypeId, comment: 'CoursePage' }, cookie);
  expect(created.status).toBe(200);
  const page = pathOf((await readJson<{ redirectUrl: string }>(created)).redirectUrl);
  const html = await (await server.request(page)).text();
  const decided = await server.request(`${page}/approve`, { method: 'POST' });
  const back = await server.request(pathOf(decided.headers.get('location')!));
  return { html, landing: back.headers.get('location')! };
}

async function session(cookie: string): Promise<CurrentUser> {
  return (await readJson<{ user: CurrentUser }>(await server.request('/api/auth/session', { cookie }))).user;
}

const courseRow = (userId: number, courseId: string) =>
  server.db.selectFrom('user_courses').selectAll().where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst();

describe('buying a course on its page', () => {
  it('the IT course: the sandbox charges its price, the payer comes back to the course, open for 6 months, with its 13 lessons', async () => {
    const cookie = await server.login('student@demo.school');
    expect((await session(cookie)).userCourses.some((c) => c.courseId === 'it')).toBe(false);
    const balanceBefore = await server.db
      .selectFrom('student_balances')
      .select('reports_left')
      .where('student_id', '=', 9)
      .where('report_full_type_id', '=', 'skype-50')
      .executeTakeFirstOrThrow();

    const { html, landing } = await buy(cookie, 'course_it-13');
    expect(html).toContain('12\u00a0900');
    expect(landing).toBe('/lms/courses/it?paymentStatus=success');

    const row = await courseRow(9, 'it');
    const sixMonths = new Date(server.clock.now);
    sixMonths.setMonth(sixMonths.getMonth() + 6);
    expect(row).toMatchObject({ purchased: true });
    expect(row!.access_until?.toISOString()).toBe(sixMonths.toISOString());
    const mine = (await session(cookie)).userCourses.find((c) => c.courseId === 'it');
    expect(mine).toMatchObject({ accessUntil: sixMonths.toISOString() });
    const balanceAfter = await server.db
      .selectFrom('student_balances')
      .select('reports_left')
      .where('student_id', '=', 9)
      .where('report_full_type_id', '=', 'skype-50')
      .executeTakeFirstOrThrow();
    expect(balanceAfter.reports_left - balanceBefore.reports_left).toBe(13);

    // The course is the learner's now: its first step is recorded.
    const step = await server.mutate(
      'students.createCourseResult',
      { studentId: 9, courseId: 'it', fieldName: 'u1-l1-s1', fieldValue: { progress: 1 } },
      cookie,
    );
    expect(step.status).toBe(200);
  });

  it('has no installments the IT course does not have', async () => {
    const cookie = await server.login('student@demo.school');
    const parts = await server.mutate('payments.create', { type: 'vsegdaDa', transactionTypeId: 'course_it-13', comment: 'CoursePage' }, cookie);
    expect(parts.status).toBe(400);
    expect(await firstError(parts)).toBe('Этот тариф нельзя оплатить в рассрочку.');
  });

  it('a 24-lesson course opens for a year and may be paid in parts', async () => {
    const cookie = await server.login('newstudent@demo.school');
    const { landing } = await buy(cookie, 'course_confident_tourist-24', 'vsegdaDa');
    expect(landing).toBe('/lms/courses/confident-tourist?paymentStatus=success');
    const year = new Date(server.clock.now);
    year.setMonth(year.getMonth() + 12);
    expect((await courseRow(13, 'confident-tourist'))!.access_until?.toISOString()).toBe(year.toISOString());
  });

  it('buying again while the access runs extends it from its end; after the end the course closes', async () => {
    const cookie = await server.login('student2@demo.school');
    // student2 has the demo IT course, bought 30 days ago: open until 6 months after that.
    const before = (await courseRow(10, 'it'))!.access_until!;
    await buy(cookie, 'course_it-13');
    const extended = new Date(before);
    extended.setMonth(extended.getMonth() + 6);
    expect((await courseRow(10, 'it'))!.access_until?.toISOString()).toBe(extended.toISOString());

    const started = server.clock.now;
    try {
      server.clock.now = new Date(extended.getTime() + DAY);
      const fresh = await server.login('student2@demo.school');
      const late = await server.mutate(
        'students.createCourseResult',
        { studentId: 10, courseId: 'it', fieldName: 'u1-l1-s1', fieldValue: { progress: 1 } },
        fresh,
      );
      expect(late.status).toBe(403);
      expect(await firstError(late)).toBe('У вас нет доступа к этому курсу');
    } finally {
      server.clock.now = started;
    }
  });

  it('a failed payment sends the payer back to the course page with paymentStatus=fail and opens nothing', async () => {
    const cookie = await server.login('teen@demo.school');
    const created = await server.mutate('payments.create', { type: 'acquiring', transactionTypeId: 'course_it-13', comment: 'CoursePage' }, cookie);
    const page = pathOf((await readJson<{ redirectUrl: string }>(created)).redirectUrl);
    const decided = await server.request(`${page}/decline`, { method: 'POST' });
    const back = await server.request(pathOf(decided.headers.get('location')!));
    expect(back.headers.get('location')).toBe('/lms/courses/it?paymentStatus=fail');
    expect(await courseRow(12, 'it')).toBeUndefined();
  });
});
