import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/harness';
import type { AppDeps } from '../../http/context';
import { sweepJob } from '../../jobs/sweeps';
import { LOGIN_LIMITS } from './login-rate-limit';
import { authModule } from './routes';
import { expiredSessionSweep, staleLoginRecordSweep } from './sweeps';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ago = (ms: number) => new Date(server.clock.now.getTime() - ms);

describe('the auth module sweeps its sessions and sign-in records from the job queue', () => {
  it('lists both sweeps among its workers, hourly as before', () => {
    const workers = authModule().jobWorkers?.({} as AppDeps) ?? [];
    expect(workers.map((w) => w.kind.name)).toEqual(expect.arrayContaining([sweepJob(expiredSessionSweep).name, sweepJob(staleLoginRecordSweep).name]));
    expect(sweepJob(expiredSessionSweep).name).toBe('sweep.sessions');
    expect(sweepJob(staleLoginRecordSweep).name).toBe('sweep.login-records');
    expect(expiredSessionSweep.everyMs).toBe(HOUR);
    expect(staleLoginRecordSweep.everyMs).toBe(HOUR);
  });

  it('the session sweep deletes expired sessions only; a live one still signs its user in', async () => {
    const cookie = await server.login('teacher@demo.school');
    const user = await server.db.selectFrom('users').select('id').where('email', '=', 'teacher@demo.school').executeTakeFirstOrThrow();
    await server.db
      .insertInto('sessions')
      .values([
        { id: 'sweep-expired', user_id: user.id, expires_at: ago(MINUTE) },
        { id: 'sweep-expiring-now', user_id: user.id, expires_at: server.clock.now },
        { id: 'sweep-live', user_id: user.id, expires_at: ago(-HOUR) },
      ])
      .execute();
    await expiredSessionSweep.run(server.db, server.clock.now);
    const left = await server.db.selectFrom('sessions').select('id').where('id', 'like', 'sweep-%').orderBy('id').execute();
    expect(left.map((s) => s.id)).toEqual(['sweep-live']);
    expect((await server.request('/api/auth/session', { cookie })).status).toBe(200);
  });

  it('the sign-in record sweep forgets counters past their longest window and usual places past their time', async () => {
    const longestWindow = Math.max(LOGIN_LIMITS.pair.windowMs, LOGIN_LIMITS.address.windowMs, LOGIN_LIMITS.email.forgetAfterMs);
    const failure = (key: string, at: Date) => ({ scope: 'email' as const, key, failures: 3, first_failure_at: at, last_failure_at: at });
    await server.db
      .insertInto('login_failures')
      .values([failure('sweep-stale', ago(longestWindow + MINUTE)), failure('sweep-recent', ago(LOGIN_LIMITS.pair.windowMs - MINUTE))])
      .execute();
    await server.db
      .insertInto('login_known_addresses')
      .values([
        { email: 'sweep@demo.school', address: 'sweep-forgotten', last_success_at: ago(LOGIN_LIMITS.knownAddressMs + MINUTE) },
        { email: 'sweep@demo.school', address: 'sweep-usual', last_success_at: ago(LOGIN_LIMITS.knownAddressMs - HOUR) },
      ])
      .execute();
    await staleLoginRecordSweep.run(server.db, server.clock.now);
    const failures = await server.db.selectFrom('login_failures').select('key').where('key', 'like', 'sweep-%').execute();
    expect(failures.map((f) => f.key)).toEqual(['sweep-recent']);
    const places = await server.db.selectFrom('login_known_addresses').select('address').where('email', '=', 'sweep@demo.school').execute();
    expect(places.map((p) => p.address)).toEqual(['sweep-usual']);
  });
});
