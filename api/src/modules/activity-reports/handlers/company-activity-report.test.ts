import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyActivityReport } from '@school/shared/schemas';
import { readJson, startTestServer, type TestServer } from '#test/harness';
import { seedTestCompany, type TestCompany } from '#test/report-company';

/** The «Отчёты» tab of a company: known attendance in, known numbers out, for every role. */

let server: TestServer;
let company: TestCompany;
let cookies: Record<'hr' | 'otherHr' | 'admin' | 'manager' | 'teacher' | 'student', string>;

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-25T12:00:00Z') });
  company = await seedTestCompany(server.db);
  const [hr, otherHr, admin, manager, teacher, student] = await server.loginAll(
    company.hrEmail,
    'hr@demo.school',
    'admin@demo.school',
    'manager@demo.school',
    'teacher@demo.school',
    'student@demo.school',
  );
  cookies = { hr: hr!, otherHr: otherHr!, admin: admin!, manager: manager!, teacher: teacher!, student: student! };
});
afterAll(() => server.close());

const path = (companyId: number, query: Record<string, string>) =>
  `/api/server/user_groups/${companyId}/activity_report?${new URLSearchParams(query).toString()}`;
const october = { from: '2026-10-01', to: '2026-10-31', tz: 'Europe/Moscow' };

async function report(cookie: string, query: Record<string, string> = october): Promise<CompanyActivityReport> {
  const response = await server.request(path(company.companyId, query), { cookie });
  expect(response.status).toBe(200);
  return readJson<CompanyActivityReport>(response);
}

describe('a company month at a glance', () => {
  it('counts lessons held and missed, attendance and top-ups of October in Moscow', async () => {
    const data = await report(cookies.hr);
    expect(data.company).toEqual({ id: company.companyId, name: company.companyName });
    // Held: Анна 05.10 and Вера 01.10 (individual), two group lessons; missed: Анна 12.10, Борис absent 07.10.
    expect(data.totals).toEqual({ held: 4, missed: 2, attendanceRate: 5 / 7, toppedUp: 8, lessonsLeft: 10 });
  });

  it('gives each employee their lessons, program, IT course and last lesson, without report texts', async () => {
    const data = await report(cookies.hr);
    const byName = Object.fromEntries(data.employees.map((e) => [e.firstName, e]));
    expect(byName['Анна']).toMatchObject({
      attended: 3,
      missed: 1,
      attendanceRate: 0.75,
      programName: 'Говорим без барьеров',
      level: 'B1',
      itCourseProgress: null,
    });
    // The last lesson up to the period's end: the report of October knows nothing of November.
    expect(byName['Анна']?.lastLessonDate).toBe('2026-10-14');
    // 5 of the course's 426 steps (a final step does not count): 1.2 %.
    expect(byName['Борис']).toMatchObject({ attended: 1, missed: 1, attendanceRate: 0.5, level: 'A1', itCourseProgress: 1.2 });
    expect(byName['Вера']).toMatchObject({ attended: 1, missed: 0, attendanceRate: 1, programName: null, lastLessonDate: '2026-10-01' });
    expect(data.employees.map((e) => e.lastName)).toEqual(['Белова', 'Волков', 'Григорьева']);
    expect(JSON.stringify(data)).not.toMatch(/homework|fields|Past Simple/);
  });

  it('counts the days of the period an employee practised in the daily review, in the period’s zone', async () => {
    const data = await report(cookies.hr);
    const byName = Object.fromEntries(data.employees.map((e) => [e.firstName, e]));
    // 02.10, 03.10 (00:30 in Moscow, still 02.10 in UTC) and 15.10; 01.11 is not October.
    expect(byName['Анна']?.practiceDays).toBe(3);
    expect(byName['Борис']?.practiceDays).toBe(0);
    const utc = await report(cookies.hr, { ...october, tz: 'UTC' });
    expect(utc.employees.find((e) => e.firstName === 'Анна')?.practiceDays).toBe(2);
  });

  it('splits employees by month, and groups with their balance and pace', async () => {
    const data = await report(cookies.hr);
    expect(data.employeeMonths.map((m) => [m.lastName, m.month, m.attended, m.missed])).toEqual([
      ['Белова', '2026-10', 3, 1],
      ['Волков', '2026-10', 1, 1],
      ['Григорьева', '2026-10', 1, 0],
    ]);
    // Two lessons in the four weeks before 1 November: half a lesson a week, 10 lessons last 20 weeks.
    expect(data.groups).toEqual([
      {
        studentGroupId: company.groupId,
        name: 'Утренняя группа',
        held: 2,
        present: 3,
        absent: 1,
        attendanceRate: 0.75,
        lessonsLeft: 10,
        weeklyPace: 0.5,
        weeksLeft: 20,
      },
    ]);
    expect(data.topUps.map((t) => [t.date, t.groupName, t.amount])).toEqual([['2026-10-03', 'Утренняя группа', 8]]);
  });

  it('shows the twelve months up to the period, held and missed per month', async () => {
    const data = await report(cookies.hr);
    expect(data.months).toHaveLength(12);
    expect(data.months[0]?.month).toBe('2025-11');
    expect(data.months.at(-1)).toEqual({ month: '2026-10', held: 4, missed: 2 });
    expect(data.months.find((m) => m.month === '2026-08')).toEqual({ month: '2026-08', held: 1, missed: 0 });
    expect(data.months.find((m) => m.month === '2026-09')).toEqual({ month: '2026-09', held: 0, missed: 0 });
  });

  it("counts a lesson in the viewer's time zone: 00:30 in Moscow on 1 October is September in UTC", async () => {
    const utc = await report(cookies.hr, { ...october, tz: 'UTC' });
    expect(utc.totals.held).toBe(3);
    expect(utc.employees.find((e) => e.firstName === 'Вера')).toMatchObject({ attended: 0, lastLessonDate: '2026-09-30' });
    expect(utc.months.find((m) => m.month === '2026-09')).toEqual({ month: '2026-09', held: 1, missed: 0 });
  });

  it('takes any period of days, and measures the pace before today while the period runs on', async () => {
    const data = await report(cookies.hr, { from: '2026-11-01', to: '2026-11-30', tz: 'Europe/Moscow' });
    expect(data.totals).toMatchObject({ held: 1, missed: 0, toppedUp: 4 });
    // 28 days before 25 November hold one group lesson (20.11): a quarter of a lesson a week.
    expect(data.groups[0]).toMatchObject({ held: 1, weeklyPace: 0.3, weeksLeft: 40 });
  });
});

describe('who may read a company report', () => {
  it('answers the company HR, admins and client managers', async () => {
    for (const cookie of [cookies.hr, cookies.admin, cookies.manager]) {
      expect((await server.request(path(company.companyId, october), { cookie })).status).toBe(200);
    }
  });

  it('refuses HR of another company, teachers and students (403), and visitors (401)', async () => {
    for (const cookie of [cookies.otherHr, cookies.teacher, cookies.student]) {
      expect((await server.request(path(company.companyId, october), { cookie })).status).toBe(403);
    }
    expect((await server.request(path(company.companyId, october))).status).toBe(401);
  });

  it('tells HR nothing about ids that are not theirs (403), and staff that a company does not exist (404)', async () => {
    expect((await server.request(path(999_999, october), { cookie: cookies.hr })).status).toBe(403);
    expect((await server.request(path(999_999, october), { cookie: cookies.admin })).status).toBe(404);
  });

  it('refuses a period that ends before it starts, is longer than a year, or a zone that does not exist (400)', async () => {
    const cases = [
      { from: '2026-10-31', to: '2026-10-01', tz: 'Europe/Moscow' },
      { from: '2024-01-01', to: '2026-10-01', tz: 'Europe/Moscow' },
      { from: '2026-10-01', to: '2026-10-31', tz: 'Mars/Olympus' },
      { from: '2026-02-30', to: '2026-03-31', tz: 'Europe/Moscow' },
    ];
    for (const query of cases) expect((await server.request(path(company.companyId, query), { cookie: cookies.hr })).status).toBe(400);
  });
});
