import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayrollReport } from '@school/shared/schemas';
import { readJson, startTestServer, type TestServer } from '#test/harness';
import { seedPayrollFixture, type PayrollFixture } from '#test/report-payroll';

/** The monthly payroll sheet: hours by format, late reports, absences and pay by each report's own rate (admins only). */

let server: TestServer;
let fixture: PayrollFixture;
let admin: string;
let others: string[];

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-25T12:00:00Z') });
  fixture = await seedPayrollFixture(server.db);
  const cookies = await server.loginAll('admin@demo.school', 'manager@demo.school', 'teacher@demo.school', 'hr@demo.school', 'student@demo.school');
  admin = cookies[0]!;
  others = cookies.slice(1) as string[];
});
afterAll(() => server.close());

const october = { month: '2026-10', tz: 'Europe/Moscow' };
const sheetPath = (query: Record<string, string>) => `/api/server/school_reports/payroll?${new URLSearchParams(query).toString()}`;
const exportPath = (query: Record<string, string>) => `/api/server/school_reports/payroll/export?${new URLSearchParams(query).toString()}`;

async function irina(query = october) {
  const data = await readJson<PayrollReport>(await server.request(sheetPath(query), { cookie: admin }));
  return { data, row: data.rows.find((r) => r.teacherId === fixture.teacherId) };
}

describe('the payroll sheet of a month', () => {
  it("sums a teacher's lessons, minutes by format, late reports, absences and pay", async () => {
    const { row } = await irina();
    expect(row).toMatchObject({
      lastName: 'Тестова',
      lessons: 5,
      minutes: 50 * 3 + 25 + 60,
      lateReports: 1,
      studentsMissing: 3,
      pay: 1000 + 977 + 1500 + 1000,
      reportsWithoutPay: 1,
    });
    expect(row?.formats.map((f) => [f.formatId, f.lessons, f.minutes]).sort()).toEqual([
      ['group-60', 1, 60],
      ['skype-25', 1, 25],
      ['skype-50', 3, 150],
    ]);
  });

  it("takes the month in the viewer's zone: a lesson at 22:00 UTC on 30 September is October in Moscow only", async () => {
    const { row } = await irina({ month: '2026-10', tz: 'UTC' });
    expect(row?.lessons).toBe(4);
    expect(row?.pay).toBe(977 + 1000 + 1500);
  });

  it('adds every teacher up in the totals', async () => {
    const { data } = await irina();
    expect(data.totals.pay).toBe(data.rows.reduce((s, r) => s + r.pay, 0));
    expect(data.totals.lessons).toBe(data.rows.reduce((s, r) => s + r.lessons, 0));
  });

  it('is for admins only: client managers, teachers, HR and students 403, visitors 401', async () => {
    for (const cookie of others) expect((await server.request(sheetPath(october), { cookie })).status).toBe(403);
    expect((await server.request(sheetPath(october))).status).toBe(401);
    for (const cookie of others) expect((await server.request(exportPath({ ...october, format: 'csv' }), { cookie })).status).toBe(403);
  });

  it('refuses a month that is not one (400)', async () => {
    for (const month of ['2026-13', '2026-1', 'october'])
      expect((await server.request(sheetPath({ month, tz: 'Europe/Moscow' }), { cookie: admin })).status).toBe(400);
  });
});

describe('the payroll sheet as files', () => {
  it('CSV: the same pay and hours as the page, hours with a decimal comma', async () => {
    const response = await server.request(exportPath({ ...october, format: 'csv' }), { cookie: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('payroll-2026-10.csv');
    const rows = parse(Buffer.from(await response.arrayBuffer()), { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(['Преподаватель', 'Формат', 'Уроков', 'Часов', 'Отчётов позже 24 ч', 'Пропуски учеников', 'Без ставки', 'К выплате, ₽']);
    const line = rows.find((r) => r[0] === 'Тестова Ирина');
    expect(line?.slice(2)).toEqual(['5', '3,92', '1', '3', '1', '4477']);
    const { data } = await irina();
    expect(rows.length - 1).toBe(data.rows.length);
  });

  it('XLSX: pay as a number', async () => {
    const response = await server.request(exportPath({ ...october, format: 'xlsx' }), { cookie: admin });
    const sheet = await readSheet(Buffer.from(await response.arrayBuffer()));
    const line = sheet.find((r) => r[0] === 'Тестова Ирина');
    expect(line?.[7]).toBe(4477);
    expect(line?.[3]).toBe(3.92);
  });
});
