import * as v from 'valibot';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { badRequest, notFound } from './http/errors';
import { shiftPlannedJobs } from './jobs/queue';
import type { RawRoute } from './modules/module';

/**
 * The school's clock: what time it is for a rule that depends on the date (the daily review's due
 * cards and day boundaries; lesson reminders may use it too).
 *
 * `now()` is the process's clock (the `now` of the app's dependencies, which tests may fix) plus an
 * offset. The offset exists only for tests: with ENABLE_TEST_CLOCK=true it is read from the database
 * (table `test_clock`, one row), so every API instance of a school agrees on the time, and it is set
 * with `PUT /api/test-clock` `{ "offsetMs": 86400000 }` (a day ahead; 0 puts the clock right again;
 * `GET /api/test-clock` answers `{ offsetMs, now }`). Jobs planned for later (lesson reminders) move with
 * the offset: they run when the school's clock reaches their time. Without ENABLE_TEST_CLOCK there is no offset,
 * no database read and no such route; a production start (NODE_ENV=production) refuses
 * ENABLE_TEST_CLOCK (config.ts, productionStartProblem).
 *
 * Use it for every date a rule compares with; it is async because the offset is in the database:
 * `const at = await now(ctx.deps)`.
 */
interface ClockDeps {
  db: Database;
  config: Pick<AppConfig, 'enableTestClock'>;
  now: () => Date;
}

/** The offset of the test clock in milliseconds: at most ten years either way. */
const MAX_TEST_CLOCK_OFFSET_MS = 10 * 366 * 86_400_000;

export async function now(deps: ClockDeps): Promise<Date> {
  const base = deps.now();
  if (!deps.config.enableTestClock) return base;
  return new Date(base.getTime() + (await testClockOffset(deps.db)));
}

async function testClockOffset(db: Database): Promise<number> {
  const row = await db.selectFrom('test_clock').select('offset_ms').where('id', '=', true).executeTakeFirst();
  return row ? Number(row.offset_ms) : 0;
}

async function setTestClockOffset(db: Database, offsetMs: number): Promise<void> {
  await db
    .insertInto('test_clock')
    .values({ id: true, offset_ms: offsetMs })
    .onConflict((oc) => oc.column('id').doUpdateSet({ offset_ms: offsetMs }))
    .execute();
}

const TestClockBodySchema = v.strictObject({
  offsetMs: v.pipe(v.number(), v.integer(), v.minValue(-MAX_TEST_CLOCK_OFFSET_MS), v.maxValue(MAX_TEST_CLOCK_OFFSET_MS)),
});

/**
 * GET and PUT /api/test-clock, for test deployments (ENABLE_TEST_CLOCK=true) only: anywhere else
 * they are not found. Anyone who can reach such a server may move its clock: never enable it where
 * real people learn.
 */
export function testClockRoutes(): RawRoute[] {
  return [
    {
      method: 'GET',
      path: '/test-clock',
      handler: async (c) => {
        const deps = c.get('deps');
        if (!deps.config.enableTestClock) throw notFound();
        return c.json({ offsetMs: await testClockOffset(deps.db), now: (await now(deps)).toISOString() });
      },
    },
    {
      method: 'PUT',
      path: '/test-clock',
      handler: async (c) => {
        const deps = c.get('deps');
        if (!deps.config.enableTestClock) throw notFound();
        let body: unknown;
        try {
          body = await c.req.json();
        } catch {
          throw badRequest('Ожидался JSON: { "offsetMs": число миллисекунд }', 'offsetMs');
        }
        const parsed = v.safeParse(TestClockBodySchema, body);
        if (!parsed.success) throw badRequest(parsed.issues[0].message, 'offsetMs');
        await deps.db.transaction().execute(async (trx) => {
          const before = await testClockOffset(trx);
          await setTestClockOffset(trx, parsed.output.offsetMs);
          // Planned jobs (lesson reminders) follow the school's clock.
          await shiftPlannedJobs(trx, parsed.output.offsetMs - before);
        });
        return c.json({ offsetMs: parsed.output.offsetMs, now: (await now(deps)).toISOString() });
      },
    },
  ];
}
