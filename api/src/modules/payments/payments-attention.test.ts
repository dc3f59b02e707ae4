import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsAttention } from '@school/shared/schemas';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';
import { sandboxSecret, SIGNATURE_HEADER, signSandboxNotification } from './sandbox';

/** Orders the provider reported with a wrong sum reach the admins and are resolved in the admin area. */
const SIGNING_SECRET = 'payments-attention-test-secret';
const NOTIFICATION = '/api/public/payments/notifications/sandbox';
const STUDENT = 9;

let server: TestServer;
let student: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ env: { SIGNING_SECRET } });
  [student, admin] = await server.loginAll('student@demo.school', 'admin@demo.school');
});
afterAll(() => server.close());

async function balance(format = 'skype-50'): Promise<number> {
  const row = await server.db
    .selectFrom('student_balances')
    .select('reports_left')
    .where('student_id', '=', STUDENT)
    .where('report_full_type_id', '=', format)
    .executeTakeFirst();
  return row?.reports_left ?? 0;
}

function notify(paymentId: string) {
  const body = JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: paymentId } });
  return server.request(NOTIFICATION, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signSandboxNotification(sandboxSecret(SIGNING_SECRET), body) },
  });
}

/** An order whose payment the provider reports as succeeded with `amount` rubles, notified once. */
async function paidWithSum(transactionTypeId: string, amount: (orderAmount: number) => number) {
  const created = await server.mutate('payments.create', { type: 'acquiring', transactionTypeId, comment: 'PayForm' }, student);
  expect(created.status).toBe(200);
  const paymentId = new URL((await readJson<{ redirectUrl: string }>(created)).redirectUrl).pathname.split('/').pop()!;
  const sandbox = await server.db.selectFrom('sandbox_payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  await server.db
    .updateTable('sandbox_payments')
    .set({ status: 'succeeded', amount: amount(sandbox.amount) })
    .where('id', '=', paymentId)
    .execute();
  expect((await notify(paymentId)).status).toBe(200);
  return { paymentId, orderId: sandbox.order_id, orderAmount: sandbox.amount };
}

const list = async (cookie = admin) => {
  const response = await server.query('payments.listAttention', {}, cookie);
  expect(response.status).toBe(200);
  return readJson<PaymentsAttention>(response);
};

const attentionNotification = async (cookie: string) =>
  (
    await readJson<{ user: { notifications: { type: string; count: number }[] } }>(await server.request('/api/auth/session', { cookie }))
  ).user.notifications.find((n) => n.type === 'payments-attention');

describe('a payment the provider reports with another sum', () => {
  it('reaches the admins: the list of payments needing attention and a notification', async () => {
    const before = await balance();
    const { orderId, orderAmount } = await paidWithSum('50m_v4-16', () => 1);
    expect(await balance()).toBe(before);
    const { open } = await list();
    const item = open.find((o) => o.orderId === orderId);
    expect(item).toMatchObject({
      amount: orderAmount,
      providerAmount: 1,
      providerCurrency: 'RUB',
      status: 'failed',
      resolution: null,
      student: { id: STUDENT, email: 'student@demo.school' },
    });
    expect((await attentionNotification(admin))?.count).toBe(open.length);
    expect(await attentionNotification(student)).toBeUndefined();
  });

  it('is credited once when the provider later reports the right sum', async () => {
    const before = await balance();
    const { paymentId, orderId, orderAmount } = await paidWithSum('50m_v4-8', (sum) => sum - 100);
    expect(await balance()).toBe(before);
    await server.db.updateTable('sandbox_payments').set({ amount: orderAmount }).where('id', '=', paymentId).execute();
    expect((await notify(paymentId)).status).toBe(200);
    expect((await notify(paymentId)).status).toBe(200);
    expect(await balance()).toBe(before + 8);
    const order = await server.db.selectFrom('payment_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'succeeded', resolution: 'credited', resolved_by: null });
    const back = await server.request(`/api/public/payments/return/${orderId}`);
    expect(back.headers.get('location')).toBe('/lms/dashboard?paymentStatus=success');
    const { open, resolved } = await list();
    expect(open.some((o) => o.orderId === orderId)).toBe(false);
    expect(resolved.find((o) => o.orderId === orderId)).toMatchObject({ resolution: 'credited', resolvedBy: null });
    const events = await server.db.selectFrom('payment_order_events').select(['event', 'actor_id']).where('order_id', '=', orderId).orderBy('id').execute();
    expect(events).toEqual([
      { event: 'amount_mismatch', actor_id: null },
      { event: 'credited_by_provider', actor_id: null },
    ]);
  });

  it('an admin credits it from the list: lessons added once, who and when written down', async () => {
    const before = await balance();
    const { orderId } = await paidWithSum('50m_v4-4', () => 2500);
    const credited = await server.mutate('payments.resolveAttention', { orderId, resolution: 'credit', note: 'Сверили с выпиской: оплачено' }, admin);
    expect(credited.status).toBe(200);
    const after = await readJson<PaymentsAttention>(credited);
    expect(after.resolved.find((o) => o.orderId === orderId)).toMatchObject({
      resolution: 'credited',
      resolvedBy: 'Марина Администраторова',
      resolutionNote: 'Сверили с выпиской: оплачено',
      status: 'succeeded',
    });
    expect(await balance()).toBe(before + 4);
    const again = await server.mutate('payments.resolveAttention', { orderId, resolution: 'credit' }, admin);
    expect(again.status).toBe(409);
    expect(await balance()).toBe(before + 4);
    const transaction = await server.db
      .selectFrom('payment_orders as o')
      .innerJoin('transactions as t', 't.id', 'o.transaction_id')
      .select('t.sum')
      .where('o.id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(transaction.sum).toBe(2500);
    const events = await server.db
      .selectFrom('payment_order_events')
      .select(['event', 'actor_id', 'note'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    expect(events[1]).toEqual({ event: 'credited', actor_id: 1, note: 'Сверили с выпиской: оплачено' });
  });

  it('an admin notes its refund: nothing credited, it leaves the open list; a note is required', async () => {
    const before = await balance();
    const { orderId } = await paidWithSum('50m_v4-4', () => 3);
    const noNote = await server.mutate('payments.resolveAttention', { orderId, resolution: 'refund_noted' }, admin);
    expect(noNote.status).toBe(400);
    expect(await firstError(noNote)).toBe('Напишите, как и когда деньги вернули (например, номер возврата).');
    const noted = await server.mutate('payments.resolveAttention', { orderId, resolution: 'refund_noted', note: 'Возврат в ЮKassa 2 декабря' }, admin);
    expect(noted.status).toBe(200);
    expect(await balance()).toBe(before);
    const { open, resolved } = await list();
    expect(open.some((o) => o.orderId === orderId)).toBe(false);
    expect(resolved.find((o) => o.orderId === orderId)).toMatchObject({ resolution: 'refund_noted', status: 'failed' });
  });

  it('the notification follows the open list and goes once nothing is open', async () => {
    const { open } = await list();
    for (const item of open) {
      expect((await server.mutate('payments.resolveAttention', { orderId: item.orderId, resolution: 'refund_noted', note: 'Вернули' }, admin)).status).toBe(
        200,
      );
    }
    expect(await attentionNotification(admin)).toBeUndefined();
  });

  it('an unknown order is 404', async () => {
    const response = await server.mutate('payments.resolveAttention', { orderId: '00000000-0000-4000-8000-000000000000', resolution: 'credit' }, admin);
    expect(response.status).toBe(404);
  });

  it.each(['teacher@demo.school', 'apprentice@demo.school', 'manager@demo.school', 'hr@demo.school', 'student@demo.school', 'kid@demo.school'])(
    'is for admins only: %s gets 403',
    async (email) => {
      const cookie = await server.login(email);
      expect((await server.query('payments.listAttention', {}, cookie)).status).toBe(403);
      const resolve = await server.mutate('payments.resolveAttention', { orderId: '00000000-0000-4000-8000-000000000000', resolution: 'credit' }, cookie);
      expect(resolve.status).toBe(403);
    },
  );

  it('needs a session', async () => {
    expect((await server.request('/api/data/payments.listAttention')).status).toBe(401);
  });
});
