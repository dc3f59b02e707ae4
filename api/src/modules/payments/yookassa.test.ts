import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, type TestServer } from '#test/harness';
import { startFakeYooKassa, type FakeYooKassa } from '#test/fake-yookassa';

const STUDENT = 9;
const SECRET = 'notification-secret';
const NOTIFY = `/api/public/payments/notifications/yookassa?secret=${SECRET}`;

let fake: FakeYooKassa;
let server: TestServer;
let student: string;
beforeAll(async () => {
  fake = await startFakeYooKassa();
  server = await startTestServer({
    env: {
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: fake.shopId,
      YOOKASSA_SECRET_KEY: fake.secretKey,
      YOOKASSA_API_URL: fake.apiUrl,
      YOOKASSA_NOTIFICATION_SECRET: SECRET,
      PUBLIC_URL: 'https://school.example',
    },
  });
  student = await server.login('student@demo.school');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function balance(): Promise<number> {
  const row = await server.db
    .selectFrom('student_balances')
    .select('reports_left')
    .where('student_id', '=', STUDENT)
    .where('report_full_type_id', '=', 'skype-50')
    .executeTakeFirst();
  return row?.reports_left ?? 0;
}

async function transactionCount(): Promise<number> {
  const row = await server.db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_id', '=', STUDENT)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Starts a payment; answers the order, the fake's payment and the URL the payer is sent to. */
async function startPayment(input: { type: 'acquiring' | 'vsegdaDa'; transactionTypeId: string }) {
  const response = await server.mutate('payments.create', { ...input, comment: 'PayForm' }, student);
  expect(response.status).toBe(200);
  const { redirectUrl } = await readJson<{ redirectUrl: string }>(response);
  const orderId = fake.createRequests.at(-1)!.idempotenceKey!;
  const order = await server.db.selectFrom('payment_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const payment = fake.payments.get(order.provider_payment_id!)!;
  return { redirectUrl, order, payment };
}

const notification = (paymentId: string, event = 'payment.succeeded') => ({
  method: 'POST',
  json: { type: 'notification', event, object: { id: paymentId, status: event.replace('payment.', '') } },
});

describe('the YooKassa adapter against a local fake of its API', () => {
  it('creates a captured payment with an idempotence key and a redirect confirmation', async () => {
    const { redirectUrl, order, payment } = await startPayment({ type: 'acquiring', transactionTypeId: '50m_v4-32' });
    expect(redirectUrl).toBe(payment.confirmation.confirmation_url);
    const request = fake.createRequests.at(-1)!;
    expect(request.idempotenceKey).toBe(order.id);
    expect(request.body).toMatchObject({
      amount: { value: '28480.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `https://school.example/api/public/payments/return/${order.id}` },
      description: 'Уроки по 50 минут, 32 урока',
      metadata: { orderId: order.id },
    });
    expect(request.body.payment_method_data).toBeUndefined();
  });

  it('asks for an installment payment method and the installment sum when paying in parts', async () => {
    await startPayment({ type: 'vsegdaDa', transactionTypeId: '50m_v4-64' });
    expect(fake.createRequests.at(-1)!.body).toMatchObject({ amount: { value: '59302.00', currency: 'RUB' }, payment_method_data: { type: 'installments' } });
  });

  it('success: the notification is checked against the API and the purchase is recorded once', async () => {
    const before = await balance();
    const count = await transactionCount();
    const { order, payment } = await startPayment({ type: 'acquiring', transactionTypeId: '50m_v4-16' });

    // A notification that claims success while YooKassa still says pending changes nothing.
    expect((await server.request(NOTIFY, notification(payment.id))).status).toBe(200);
    expect(await balance()).toBe(before);

    fake.setStatus(payment.id, 'succeeded');
    for (let i = 0; i < 3; i += 1) expect((await server.request(NOTIFY, notification(payment.id))).status).toBe(200);
    const back = await server.request(`/api/public/payments/return/${order.id}`);
    expect(back.headers.get('location')).toBe('/lms/dashboard?paymentStatus=success');
    expect(await balance()).toBe(before + 16);
    expect(await transactionCount()).toBe(count + 1);
  });

  it('the return may come before the notification: it reads the status itself, and the late notification adds nothing', async () => {
    const before = await balance();
    const { order, payment } = await startPayment({ type: 'acquiring', transactionTypeId: '50m_v4-8' });
    fake.setStatus(payment.id, 'succeeded');
    const [back] = await Promise.all([server.request(`/api/public/payments/return/${order.id}`), server.request(NOTIFY, notification(payment.id))]);
    expect(back!.headers.get('location')).toBe('/lms/dashboard?paymentStatus=success');
    await server.request(NOTIFY, notification(payment.id));
    expect(await balance()).toBe(before + 8);
  });

  it('cancel: the order closes, nothing is added and the payer sees the failure', async () => {
    const before = await balance();
    const { order, payment } = await startPayment({ type: 'acquiring', transactionTypeId: '50m_v4-4' });
    fake.setStatus(payment.id, 'canceled');
    expect((await server.request(NOTIFY, notification(payment.id, 'payment.canceled'))).status).toBe(200);
    expect((await server.db.selectFrom('payment_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('canceled');
    const back = await server.request(`/api/public/payments/return/${order.id}`);
    expect(back.headers.get('location')).toBe('/lms/dashboard?paymentStatus=fail');
    expect(await balance()).toBe(before);
  });

  it('ignores a notification without the right secret, and one about an unknown payment', async () => {
    const before = await balance();
    const { payment } = await startPayment({ type: 'acquiring', transactionTypeId: '50m_v4-4' });
    fake.setStatus(payment.id, 'succeeded');
    expect((await server.request('/api/public/payments/notifications/yookassa?secret=wrong', notification(payment.id))).status).toBe(401);
    expect((await server.request('/api/public/payments/notifications/yookassa', notification(payment.id))).status).toBe(401);
    expect((await server.request(NOTIFY, notification('2f0c5b1e-000f-5000-9000-1b2c3d4e5f60'))).status).toBe(200);
    expect((await server.request(NOTIFY, notification(payment.id, 'refund.succeeded'))).status).toBe(200);
    expect((await server.request(NOTIFY, { method: 'POST', body: 'not json' })).status).toBe(200);
    expect(await balance()).toBe(before);
  });

  it('the sandbox endpoints are closed while YooKassa is the provider', async () => {
    expect((await server.request('/api/public/payments/notifications/sandbox', notification('x'))).status).toBe(404);
    expect((await server.request('/api/public/payments/sandbox/2f0c5b1e-000f-5000-9000-1b2c3d4e5f60')).status).toBe(404);
  });

  it('answers 502 when YooKassa is down and leaves the order failed', async () => {
    fake.down = true;
    try {
      const response = await server.mutate('payments.create', { type: 'acquiring', transactionTypeId: '50m_v4-4', comment: 'PayForm' }, student);
      expect(response.status).toBe(502);
      const order = await server.db
        .selectFrom('payment_orders')
        .select(['status', 'failure_reason'])
        .where('id', '=', fake.createRequests.at(-1)!.idempotenceKey!)
        .executeTakeFirstOrThrow();
      expect(order).toEqual({ status: 'failed', failure_reason: 'provider_error' });
    } finally {
      fake.down = false;
    }
  });
});
