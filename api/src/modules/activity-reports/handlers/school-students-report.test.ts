import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolStudentsReport } from '@school/shared/schemas';
import { readJson, startTestServer, type TestServer } from '#test/harness';
import { seedPayrollFixture, type PayrollFixture } from '#test/report-payroll';

/** The school's students report: lessons used and payments per month, low balances, churn risk (admins and client managers). */

let server: TestServer;
let fixture: PayrollFixture;
let admin: string;
let manager: string;
let refused: string[];

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-25T12:00:00Z') });
  fixture = await seedPayrollFixture(server.db);
  const cookies = (await server.loginAll(
    'admin@demo.school',
    'manager@demo.school',
    'teacher@demo.school',
    'hr@demo.school',
    'student@demo.school',
  )) as string[];
  [admin, manager] = cookies as [string, string];
  refused = cookies.slice(2);
});
afterAll(() => server.close());

const q2011 = { from: '2011-01-01', to: '2011-03-31', tz: 'Europe/Moscow' };
const reportPath = (query: Record<string, string>) => `/api/server/school_reports/students?${new URLSearchParams(query).toString()}`;

async function read(cookie = admin, query = q2011) {
  const response = await server.request(reportPath(query), { cookie });
  expect(response.status).toBe(200);
  return readJson<SchoolStudentsReport>(response);
}

describe('the students report', () => {
  it('counts lessons used and payments per month of the period', async () => {
    const data = await read();
    expect(data.months).toEqual([
      { month: '2011-01', lessonsUsed: 1, payments: 1, paymentsSum: 10_000 },
      { month: '2011-02', lessonsUsed: 2, payments: 0, paymentsSum: 0 },
      { month: '2011-03', lessonsUsed: 1, payments: 2, paymentsSum: 7_500 },
    ]);
  });

  it('lists balances of two lessons or fewer, and students without a lesson in the 30 days before the end', async () => {
    const data = await read();
    expect(data.lowBalances.find((s) => s.studentId === fixture.lena)).toEqual({
      studentId: fixture.lena,
      firstName: 'Лена',
      lastName: 'Старая',
      lessonsLeft: 2,
    });
    expect(data.lowBalances.some((s) => s.studentId === fixture.petya)).toBe(false);
    expect(data.inactive.find((s) => s.studentId === fixture.lena)).toMatchObject({ lastLessonDate: '2011-02-20', lessonsLeft: 2 });
    expect(data.inactive.some((s) => s.studentId === fixture.petya)).toBe(false);
  });

  it('is for admins and client managers: teachers, HR and students 403, visitors 401', async () => {
    await read(manager);
    for (const cookie of refused) expect((await server.request(reportPath(q2011), { cookie })).status).toBe(403);
    expect((await server.request(reportPath(q2011))).status).toBe(401);
  });

  it('exports each table with the numbers of the page', async () => {
    const response = await server.request(
      `/api/server/school_reports/students/export?${new URLSearchParams({ ...q2011, table: 'months', format: 'csv' }).toString()}`,
      {
        cookie: manager,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('students-2011-01-01_2011-03-31-months.csv');
    const rows = parse(Buffer.from(await response.arrayBuffer()), { bom: true, delimiter: ';' }) as string[][];
    expect(rows).toEqual([
      ['Месяц', 'Уроков проведено', 'Оплат', 'Оплачено, ₽'],
      ['01.2011', '1', '1', '10000'],
      ['02.2011', '2', '0', '0'],
      ['03.2011', '1', '2', '7500'],
    ]);
    for (const cookie of refused) {
      const refusedFile = await server.request(
        `/api/server/school_reports/students/export?${new URLSearchParams({ ...q2011, table: 'inactive', format: 'xlsx' }).toString()}`,
        { cookie },
      );
      expect(refusedFile.status).toBe(403);
    }
  });
});
