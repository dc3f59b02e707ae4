import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '#test/api-process';
import { freshPostgresDatabase } from '#test/harness';

/**
 * Crash safety: the API process is killed (SIGKILL) in the middle of a burst of report writes and
 * started again on the same data. Every write it answered must be there, whole, and the database
 * must work. With TEST_DATABASE_URL on a PostgreSQL server, else on PGlite in a folder.
 */
const STUDENT_ID = 9;
const MARK = `Сбой ${randomBytes(3).toString('hex')}`;

let dataDir: string;
let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-crash-'));
  postgres = await freshPostgresDatabase();
  env = {
    DATA_DIR: dataDir,
    SIGNING_SECRET: 'crash-test-signing-secret-0123456789',
    SHUTDOWN_TIMEOUT_S: '10',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
});
afterAll(async () => {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const write = (api: ApiProcess, cookie: string, n: number) =>
  fetch(`${api.url}/api/data/reports.createStudentReport`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      studentId: STUDENT_ID,
      data: {
        fields: { '1': `${MARK} №${n}`, '2': 'Разобрали Present Perfect на примерах из жизни' },
        date: new Date(Date.now() - 3_600_000 - n * 1000).toISOString(),
        fullTypeId: 'skype-50',
        homeworkGroups: [
          {
            index: 0,
            header: 'Домашнее задание',
            body: 'До пятницы',
            items: [
              { index: 0, header: 'Упражнение 1', body: 'Пять предложений о своём опыте' },
              { index: 1, header: 'Упражнение 2', body: 'Выучить неправильные глаголы' },
            ],
          },
        ],
        videoFileName: null,
        status: 'default',
      },
    }),
  });

type Card = { id: number; fields: { reportFieldTypeId: number; value: string }[]; homeworkGroups: { items: unknown[] }[] };

/** Every report of the student, as the teacher reads them. */
async function allReports(api: ApiProcess, cookie: string): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; ; page++) {
    const input = encodeURIComponent(JSON.stringify({ studentId: STUDENT_ID, page, pageSize: 100 }));
    const response = await fetch(`${api.url}/api/data/students.getReports?input=${input}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: Card[]; total: number };
    cards.push(...body.items);
    if (cards.length >= body.total || body.items.length === 0) return cards;
  }
}

/**
 * Writes `count` reports, `parallel` at a time, and calls `interrupt` once `after` were answered;
 * answers the ids of the writes answered 200 and how many failed.
 */
async function burst(api: ApiProcess, cookie: string, options: { count: number; parallel: number; after: number; interrupt: () => void }) {
  const answered: number[] = [];
  let failed = 0;
  let next = 0;
  let interrupted = false;
  const worker = async () => {
    while (next < options.count) {
      const n = next++;
      try {
        const response = await write(api, cookie, n);
        if (response.status === 200) answered.push(((await response.json()) as { id: number }).id);
        else failed++;
      } catch {
        failed++;
      }
      if (!interrupted && answered.length >= options.after) {
        interrupted = true;
        options.interrupt();
      }
    }
  };
  await Promise.all(Array.from({ length: options.parallel }, worker));
  return { answered, failed };
}

describe(`crash safety on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps every answered report whole after SIGKILL in a burst of writes, and works again', async () => {
    const first = await startApiProcess(env);
    const cookie = await first.login('teacher@demo.school');
    const { answered, failed } = await burst(first, cookie, { count: 400, parallel: 8, after: 25, interrupt: () => first.child.kill('SIGKILL') });
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(answered.length).toBeGreaterThanOrEqual(25);
    expect(failed).toBeGreaterThan(0);

    const second = await startApiProcess(env);
    try {
      const again = await second.login('teacher@demo.school');
      const mine = (await allReports(second, again)).filter((card) => card.fields.some((f) => f.value.startsWith(MARK)));
      const ids = new Set(mine.map((card) => card.id));
      for (const id of answered) expect(ids.has(id)).toBe(true);
      // Nothing half-written: each report that exists has both fields and its homework with both items.
      for (const card of mine) {
        expect(card.fields.map((f) => f.reportFieldTypeId)).toEqual([1, 2]);
        expect(card.homeworkGroups).toHaveLength(1);
        expect(card.homeworkGroups[0]!.items).toHaveLength(2);
      }
      const after = await write(second, again, 9999);
      expect(after.status).toBe(200);
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('finishes the writes under way on SIGTERM and exits cleanly', async () => {
    const api = await startApiProcess(env);
    const cookie = await api.login('teacher@demo.school');
    const before = new Set((await allReports(api, cookie)).map((card) => card.id));
    const { answered } = await burst(api, cookie, { count: 200, parallel: 8, after: 10, interrupt: () => api.child.kill('SIGTERM') });
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(api.output()).toMatch(/Остановка \(SIGTERM\)/);

    const next = await startApiProcess(env);
    try {
      const cards = await allReports(next, await next.login('teacher@demo.school'));
      const ids = new Set(cards.map((card) => card.id));
      for (const id of answered) expect(ids.has(id)).toBe(true);
      expect(cards.filter((card) => !before.has(card.id)).length).toBe(answered.length);
    } finally {
      await next.stop();
    }
  }, 180_000);
});
