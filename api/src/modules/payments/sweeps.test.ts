import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#test/harness';
import type { PaymentOrderStatus } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { sweepJob } from '../../jobs/sweeps';
import { paymentsModule } from './routes';
import { unpaidOrderSweep } from './sweeps';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MINUTE = 60_000;

describe('the payments module expires unpaid orders from the job queue', () => {
  it('lists the sweep every 5 minutes, as the timer it replaces', () => {
    const workers = paymentsModule().jobWorkers?.({} as AppDeps) ?? [];
    expect(workers.map((w) => w.kind.name)).toContain('sweep.unpaid-orders');
    expect(sweepJob(unpaidOrderSweep).name).toBe('sweep.unpaid-orders');
    expect(unpaidOrderSweep.everyMs).toBe(5 * MINUTE);
  });

  it('a pending order past its expiry becomes expired; a pending one within it and a settled one stay as they are', async () => {
    const now = server.clock.now;
    const student = await server.db.selectFrom('users').select('id').where('email', '=', 'teen@demo.school').executeTakeFirstOrThrow();
    const order = (status: PaymentOrderStatus, expiresInMs: number) => ({
      id: randomUUID(),
      user_id: student.id,
      student_id: student.id,
      transaction_type_id: '50m_v4-8',
      payment_type: 'acquiring' as const,
      amount: 1000,
      description: 'sweep',
      provider: 'sandbox',
      status,
      created_at: new Date(now.getTime() - 61 * MINUTE),
      expires_at: new Date(now.getTime() + expiresInMs),
      ...(status === 'succeeded' ? { settled_at: now } : {}),
    });
    const overdue = order('pending', -MINUTE);
    const open = order('pending', MINUTE);
    const paid = order('succeeded', -MINUTE);
    await server.db.insertInto('payment_orders').values([overdue, open, paid]).execute();
    await unpaidOrderSweep.run(server.db, now);
    const statusOf = async (id: string) =>
      (await server.db.selectFrom('payment_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await statusOf(overdue.id)).toBe('expired');
    expect(await statusOf(open.id)).toBe('pending');
    expect(await statusOf(paid.id)).toBe('succeeded');
  });
});
