import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyReportTable } from '@school/shared/domain';
import type { CompanyActivityReport } from '@school/shared/schemas';
import { readJson, startTestServer, type TestServer } from '#test/harness';
import { seedTestCompany, type TestCompany } from '#test/report-company';

/** The files of a company's «Отчёты» tab: what finance opens agrees with the page, and HR reach only their own. */

let server: TestServer;
let company: TestCompany;
let hr: string;
let otherHr: string;
let teacher: string;

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-25T12:00:00Z') });
  company = await seedTestCompany(server.db);
  [hr, otherHr, teacher] = (await server.loginAll(company.hrEmail, 'hr@demo.school', 'teacher@demo.school')) as [string, string, string];
});
afterAll(() => server.close());

const october = { from: '2026-10-01', to: '2026-10-31', tz: 'Europe/Moscow' };
const exportPath = (companyId: number, query: Record<string, string>) =>
  `/api/server/user_groups/${companyId}/activity_report/export?${new URLSearchParams({ ...october, ...query }).toString()}`;

async function page(): Promise<CompanyActivityReport> {
  const response = await server.request(`/api/server/user_groups/${company.companyId}/activity_report?${new URLSearchParams(october).toString()}`, {
    cookie: hr,
  });
  return readJson<CompanyActivityReport>(response);
}

describe('CSV for Russian Excel', () => {
  it('is UTF-8 with a byte-order mark, ";" between fields, named {company}-{period}.csv', async () => {
    const response = await server.request(exportPath(company.companyId, { table: 'employees', format: 'csv' }), { cookie: hr });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Отчётная-Компания-2026-10.csv')}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe('Сотрудник;Посещено;Пропущено;Посещаемость, %;Программа;Уровень;Курс для IT, %;Дни практики;Последнее занятие');
  });

  it('holds the numbers the page shows: numbers with a decimal comma, days as dd.MM.yyyy', async () => {
    const response = await server.request(exportPath(company.companyId, { table: 'employees', format: 'csv' }), { cookie: hr });
    const rows = parse(Buffer.from(await response.arrayBuffer()), { bom: true, delimiter: ';' }) as string[][];
    expect(rows.slice(1)).toEqual([
      ['Белова Анна', '3', '1', '75', 'Говорим без барьеров', 'B1', '', '3', '14.10.2026'],
      ['Волков Борис', '1', '1', '50', 'Уверенный турист', 'A1', '1,2', '0', '14.10.2026'],
      ['Григорьева Вера', '1', '0', '100', '', '', '', '0', '01.10.2026'],
    ]);
    const data = await page();
    expect(rows.slice(1).map((r) => [r[0], Number(r[1]), Number(r[2])])).toEqual(
      data.employees.map((e) => [`${e.lastName} ${e.firstName}`, e.attended, e.missed]),
    );
  });

  it('exports every table of the tab, each named after it', async () => {
    const names: Record<string, string> = {};
    for (const table of ['employee-months', 'groups', 'months', 'top-ups']) {
      const response = await server.request(exportPath(company.companyId, { table, format: 'csv' }), { cookie: hr });
      expect(response.status).toBe(200);
      names[table] = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '');
      const rows = parse(Buffer.from(await response.arrayBuffer()), { bom: true, delimiter: ';' }) as string[][];
      const data = await page();
      expect(rows.length - 1).toBe(companyReportTable(data, table as 'groups').rows.length);
    }
    expect(names).toEqual({
      'employee-months': 'Отчётная-Компания-2026-10-employee-months.csv',
      groups: 'Отчётная-Компания-2026-10-groups.csv',
      months: 'Отчётная-Компания-2026-10-months.csv',
      'top-ups': 'Отчётная-Компания-2026-10-top-ups.csv',
    });
  });
});

describe('XLSX', () => {
  it('keeps numbers as numbers and days as dates, matching the page', async () => {
    const response = await server.request(exportPath(company.companyId, { table: 'employees', format: 'xlsx' }), { cookie: hr });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('Отчётная-Компания-2026-10.xlsx'));
    const sheet = await readSheet(Buffer.from(await response.arrayBuffer()));
    expect(sheet[0]?.[0]).toBe('Сотрудник');
    const anna = sheet[1]!;
    expect(anna[0]).toBe('Белова Анна');
    expect(anna[1]).toBe(3);
    expect(anna[3]).toBe(0.75);
    expect(anna[8]).toBeInstanceOf(Date);
    expect((anna[8] as unknown as Date).toISOString().slice(0, 10)).toBe('2026-10-14');
    const data = await page();
    expect(sheet.slice(1).map((r) => [r[1], r[2]])).toEqual(data.employees.map((e) => [e.attended, e.missed]));
  });

  it('writes months as dates of their first day', async () => {
    const response = await server.request(exportPath(company.companyId, { table: 'months', format: 'xlsx' }), { cookie: hr });
    const sheet = await readSheet(Buffer.from(await response.arrayBuffer()));
    const last = sheet.at(-1)!;
    expect((last[0] as unknown as Date).toISOString().slice(0, 10)).toBe('2026-10-01');
    expect(last.slice(1)).toEqual([4, 2]);
  });
});

describe('who may download', () => {
  it('checks the file as the page: another company HR and teachers 403, visitors 401', async () => {
    expect((await server.request(exportPath(company.companyId, { table: 'employees', format: 'csv' }), { cookie: otherHr })).status).toBe(403);
    expect((await server.request(exportPath(company.companyId, { table: 'employees', format: 'xlsx' }), { cookie: teacher })).status).toBe(403);
    expect((await server.request(exportPath(company.companyId, { table: 'employees', format: 'csv' }))).status).toBe(401);
  });

  it('refuses an unknown table or format (400)', async () => {
    expect((await server.request(exportPath(company.companyId, { table: 'reports', format: 'csv' }), { cookie: hr })).status).toBe(400);
    expect((await server.request(exportPath(company.companyId, { table: 'employees', format: 'pdf' }), { cookie: hr })).status).toBe(400);
    expect((await server.request(exportPath(company.companyId, { table: 'employees', format: 'csv', tz: 'Nowhere/City' }), { cookie: hr })).status).toBe(400);
  });
});
