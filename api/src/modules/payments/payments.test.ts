import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';
import { expireUnpaidOrders } from './repository';
import { sandboxSecret, SIGNATURE_HEADER, signSandboxNotification } from './sandbox';

const SIGNING_SECRET = 'payments-test-signing-secret';
const NOTIFICATION = '/api/public/payments/notifications/sandbox';
const STUDENT = 9;

let server: TestServer;
let student: string;
beforeAll(async () => {
  server = await startTestServer({ env: { SIGNING_SECRET, PAYMENT_ORDER_TTL_MINUTES: '60' } });
  student = await server.login('student@demo.school');
});
afterAll(() => server.close());

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return pathname + search;
};

async function balance(studentId = STUDENT, format = 'skype-50'): Promise<number> {
  const row = await server.db
    .selectFrom('student_balances')
    .select('reports_left')
    .where('student_id', '=', studentId)
    .where('report_full_type_id', '=', format)
    .executeTakeFirst();
  return row?.reports_left ?? 0;
}

async function transactionCount(studentId = STUDENT): Promise<number> {
  const row = await server.db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Starts a payment and answers the sandbox page's path and the order. */
async function startPayment(cookie: string, input: Record<string, unknown>) {
  const response = await server.mutate('payments.create', { comment: 'PayForm', ...input }, cookie);
  expect(response.status).toBe(200);
  const { redirectUrl } = await readJson<{ redirectUrl: string }>(response);
  const page = pathOf(redirectUrl);
  expect(page).toMatch(/^\/api\/public\/payments\/sandbox\/[0-9a-f-]{36}$/);
  const paymentId = page.split('/').pop()!;
  const sandbox = await server.db.selectFrom('sandbox_payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const order = await server.db.selectFrom('payment_orders').selectAll().where('id', '=', sandbox.order_id).executeTakeFirstOrThrow();
  return { page, paymentId, order };
}

/** The payer presses a button on the sandbox page and follows the redirects back to the dashboard. */
async function decide(page: string, action: 'approve' | 'decline'): Promise<string> {
  const decided = await server.request(`${page}/${action}`, { method: 'POST' });
  expect(decided.status).toBe(303);
  const back = await server.request(pathOf(decided.headers.get('location')!));
  expect(back.status).toBe(303);
  return back.headers.get('location')!;
}

function signedNotification(paymentId: string, event: 'payment.succeeded' | 'payment.canceled' = 'payment.succeeded') {
  const body = JSON.stringify({ type: 'notification', event, object: { id: paymentId } });
  return {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signSandboxNotification(sandboxSecret(SIGNING_SECRET), body) },
  };
}

describe('paying through the sandbox provider', () => {
  it('pays in full: the page shows the server price, approving adds the package with its gifts once', async () => {
    const before = await balance();
    const count = await transactionCount();
    const { page, order } = await startPayment(student, { type: 'acquiring', transactionTypeId: '50m_v4-32' });
    expect(order).toMatchObject({ status: 'pending', amount: 28_480, payment_type: 'acquiring', user_id: STUDENT, student_id: STUDENT, provider: 'sandbox' });

    const html = await (await server.request(page)).text();
    expect(html).toContain('28\u00a0480\u00a0₽');
    expect(html).toContain('Тестовый режим: деньги не списываются.');
    expect(html).toContain('Уроки по 50 минут, 32 урока');

    expect(await decide(page, 'approve')).toBe('/lms/dashboard?paymentStatus=success');
    expect(await balance()).toBe(before + 34);
    expect(await transactionCount()).toBe(count + 1);
    const transactions = await readJson<{ sum: number; transactionType: { id: string } }[]>(
      await server.query('students.getTransactions', { studentId: 'me' }, student),
    );
    expect(transactions[0]).toMatchObject({ sum: 28_480, transactionType: { id: '50m_v4-32' } });
    const settled = await server.db.selectFrom('payment_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(settled.status).toBe('succeeded');
    expect(settled.transaction_id).not.toBeNull();
  });

  it('pays in installments: the order charges price × 1.13 and the page shows the monthly part', async () => {
    const before = await balance();
    const { page, order } = await startPayment(student, { type: 'vsegdaDa', transactionTypeId: '50m_v4-32' });
    expect(order).toMatchObject({ amount: 32_182, payment_type: 'vsegdaDa', installment_months: 6 });
    const html = await (await server.request(page)).text();
    expect(html).toContain('В рассрочку на 6 мес.: 5\u00a0364\u00a0₽ в месяц');
    expect(await decide(page, 'approve')).toBe('/lms/dashboard?paymentStatus=success');
    expect(await balance()).toBe(before + 34);
  });

  it('a decline adds nothing and returns with paymentStatus=fail; approving afterwards changes nothing', async () => {
    const before = await balance();
    const count = await transactionCount();
    const { page, order } = await startPayment(student, { type: 'acquiring', transactionTypeId: '50m_v4-16' });
    expect(await decide(page, 'decline')).toBe('/lms/dashboard?paymentStatus=fail');
    const late = await server.request(`${page}/approve`, { method: 'POST' });
    expect(late.status).toBe(303);
    expect(await balance()).toBe(before);
    expect(await transactionCount()).toBe(count);
    expect((await server.db.selectFrom('payment_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('canceled');
  });

  it('a repeated success notification and repeated returns record one purchase', async () => {
    const before = await balance();
    const count = await transactionCount();
    const { page, paymentId, order } = await startPayment(student, { type: 'acquiring', transactionTypeId: '50m_v4-8' });
    await decide(page, 'approve');
    for (let i = 0; i < 3; i += 1) expect((await server.request(NOTIFICATION, signedNotification(paymentId))).status).toBe(200);
    const back = await server.request(`/api/public/payments/return/${order.id}`);
    expect(back.headers.get('location')).toBe('/lms/dashboard?paymentStatus=success');
    expect(await balance()).toBe(before + 8);
    expect(await transactionCount()).toBe(count + 1);
  });

  it('concurrent notifications and returns record one purchase', async () => {
    const before = await balance();
    const count = await transactionCount();
    const { paymentId, order } = await startPayment(student, { type: 'acquiring', transactionTypeId: '50m_v4-4' });
    // The acquirer has taken the money; its notifications and the payer's return arrive together.
    await server.db.updateTable('sandbox_payments').set({ status: 'succeeded' }).where('id', '=', paymentId).execute();
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => server.request(NOTIFICATION, signedNotification(paymentId))),
      server.request(`/api/public/payments/return/${order.id}`),
      server.request(`/api/public/payments/return/${order.id}`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 303, 303]);
    expect(await balance()).toBe(before + 4);
    expect(await transactionCount()).toBe(count + 1);
  });

  it('ignores a notification with a bad signature and one about an unknown payment', async () => {
    const before = await balance();
    const { paymentId } = await startPayment(student, { type: 'acquiring', transactionTypeId: '50m_v4-4' });
    await server.db.updateTable('sandbox_payments').set({ status: 'succeeded' }).where('id', '=', paymentId).execute();
    const forged = signedNotification(paymentId);
    const bad = await server.request(NOTIFICATION, { ...forged, headers: { ...forged.headers, [SIGNATURE_HEADER]: '0'.repeat(64) } });
    expect(bad.status).toBe(401);
    const unknown = await server.request(NOTIFICATION, signedNotification('00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(200);
    expect(await balance()).toBe(before);
  });

  it('refuses a payment whose sum the provider reports differently from the order', async () => {
    const before = await balance();
    const count = await transactionCount();
    const { paymentId, order } = await startPayment(student, { type: 'acquiring', transactionTypeId: '50m_v4-16' });
    await server.db.updateTable('sandbox_payments').set({ status: 'succeeded', amount: 1 }).where('id', '=', paymentId).execute();
    expect((await server.request(NOTIFICATION, signedNotification(paymentId))).status).toBe(200);
    const back = await server.request(`/api/public/payments/return/${order.id}`);
    expect(back.headers.get('location')).toBe('/lms/dashboard?paymentStatus=fail');
    expect(await balance()).toBe(before);
    expect(await transactionCount()).toBe(count);
    const failed = await server.db.selectFrom('payment_orders').select(['status', 'failure_reason']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(failed).toEqual({ status: 'failed', failure_reason: 'amount_mismatch' });
  });

  it('an order left unpaid expires and its page can no longer be approved', async () => {
    const before = await balance();
    const { page, order } = await startPayment(student, { type: 'acquiring', transactionTypeId: '50m_v4-8' });
    const started = server.clock.now;
    server.clock.now = new Date(started.getTime() + 61 * 60_000);
    try {
      expect(await expireUnpaidOrders(server.db, server.clock.now)).toBeGreaterThanOrEqual(1);
      expect((await server.db.selectFrom('payment_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('expired');
      const approve = await server.request(`${page}/approve`, { method: 'POST' });
      expect(approve.status).toBe(200);
      expect(await approve.text()).toContain('Срок оплаты истёк.');
      const back = await server.request(`/api/public/payments/return/${order.id}`);
      expect(back.headers.get('location')).toBe('/lms/dashboard?paymentStatus=fail');
      expect(await balance()).toBe(before);
    } finally {
      server.clock.now = started;
    }
  });

  it('buying a course adds its lessons and opens the course', async () => {
    const cookie = await server.login('teen@demo.school');
    const { page } = await startPayment(cookie, { type: 'acquiring', transactionTypeId: 'course_job_interview-9' });
    await decide(page, 'approve');
    const course = await server.db.selectFrom('user_courses').selectAll().where('user_id', '=', 12).where('course_id', '=', 'job-interview').executeTakeFirst();
    expect(course?.purchased).toBe(true);
  });
});

describe('the payment links', () => {
  const create = (headers: Record<string, string>, remoteAddress?: string, on = server) =>
    on.request('/api/data/payments.create', {
      method: 'POST',
      json: { type: 'acquiring', transactionTypeId: '50m_v4-4', comment: 'PayForm' },
      cookie: student,
      headers,
      remoteAddress,
    });
  const forwarded = { 'x-forwarded-host': 'pay.attacker.example', 'x-forwarded-proto': 'https' };

  it('ignore a forwarded host from anyone but a trusted proxy', async () => {
    const response = await create(forwarded, '203.0.113.9');
    expect(response.status).toBe(200);
    const { redirectUrl } = await readJson<{ redirectUrl: string }>(response);
    expect(new URL(redirectUrl).host).toBe('localhost');
    const order = await server.db.selectFrom('sandbox_payments').select('return_url').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(order.return_url).toMatch(/^http:\/\/localhost\/api\/public\/payments\/return\//);
  });

  it('follow the forwarded origin of a trusted proxy, and PUBLIC_URL over both', async () => {
    const proxied = await startTestServer({ env: { SIGNING_SECRET, TRUSTED_PROXIES: '10.0.0.0/8' } });
    const configured = await startTestServer({ env: { SIGNING_SECRET, TRUSTED_PROXIES: '10.0.0.0/8', PUBLIC_URL: 'https://school.example/' } });
    try {
      const viaProxy = await readJson<{ redirectUrl: string }>(
        await proxied.request('/api/data/payments.create', {
          method: 'POST',
          json: { type: 'acquiring', transactionTypeId: '50m_v4-4', comment: 'PayForm' },
          cookie: await proxied.login('student@demo.school'),
          headers: { 'x-forwarded-host': 'school.example', 'x-forwarded-proto': 'https' },
          remoteAddress: '10.0.0.7',
        }),
      );
      expect(viaProxy.redirectUrl).toMatch(/^https:\/\/school\.example\/api\/public\/payments\/sandbox\//);
      const withPublicUrl = await readJson<{ redirectUrl: string }>(
        await configured.request('/api/data/payments.create', {
          method: 'POST',
          json: { type: 'acquiring', transactionTypeId: '50m_v4-4', comment: 'PayForm' },
          cookie: await configured.login('student@demo.school'),
          headers: forwarded,
          remoteAddress: '10.0.0.7',
        }),
      );
      expect(withPublicUrl.redirectUrl).toMatch(/^https:\/\/school\.example\/api\/public\/payments\/sandbox\//);
    } finally {
      await Promise.all([proxied.close(), configured.close()]);
    }
  }, 120_000);
});

describe('what the payment trigger refuses', () => {
  it('does not let a student pay for another student', async () => {
    const response = await server.mutate('payments.create', { type: 'acquiring', transactionTypeId: '50m_v4-32', comment: 'PayForm', studentId: 12 }, student);
    expect(response.status).toBe(403);
    expect(await firstError(response)).toBe('Оплатить уроки можно только для себя.');
    const own = await server.mutate('payments.create', { type: 'acquiring', transactionTypeId: '50m_v4-32', comment: 'PayForm', studentId: STUDENT }, student);
    expect(own.status).toBe(200);
  });

  it('refuses a tampered amount: the price is never taken from the request', async () => {
    const orders = await server.db
      .selectFrom('payment_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await server.mutate('payments.create', { type: 'acquiring', transactionTypeId: '50m_v4-32', comment: 'PayForm', amount: 1 }, student);
    expect(response.status).toBe(400);
    const after = await server.db
      .selectFrom('payment_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(orders.n));
  });

  it('refuses an unknown, a non-public or an installment-less price option', async () => {
    const unknown = await server.mutate('payments.create', { type: 'acquiring', transactionTypeId: 'nope', comment: 'PayForm' }, student);
    expect(unknown.status).toBe(400);
    expect(await firstError(unknown)).toBe('Такого тарифа нет. Обновите страницу и выберите тариф ещё раз.');
    expect((await server.mutate('payments.create', { type: 'acquiring', transactionTypeId: 'corporate_group-16', comment: 'PayForm' }, student)).status).toBe(
      400,
    );
    const noParts = await server.mutate('payments.create', { type: 'vsegdaDa', transactionTypeId: '50m_v4-4', comment: 'PayForm' }, student);
    expect(noParts.status).toBe(400);
    expect(await firstError(noParts)).toBe('Этот тариф нельзя оплатить в рассрочку.');
    expect((await server.mutate('payments.create', { type: 'crypto', transactionTypeId: '50m_v4-4', comment: 'PayForm' }, student)).status).toBe(400);
    expect((await server.mutate('payments.create', { type: 'acquiring', transactionTypeId: '50m_v4-4', comment: 'x'.repeat(201) }, student)).status).toBe(400);
  });

  it('accepts an offer only for its own price options', async () => {
    const newcomer = await server.login('newstudent@demo.school');
    expect(
      (await server.mutate('payments.create', { type: 'acquiring', transactionTypeId: '50m_v4-32', comment: 'OfferCard', userOfferId: 1 }, newcomer)).status,
    ).toBe(200);
    const other = await server.mutate('payments.create', { type: 'acquiring', transactionTypeId: '50m_v4-64', comment: 'OfferCard', userOfferId: 1 }, newcomer);
    expect(other.status).toBe(400);
    expect(await firstError(other)).toBe('Это предложение недоступно или уже закончилось.');
  });

  it.each(['teacher@demo.school', 'apprentice@demo.school', 'admin@demo.school', 'manager@demo.school', 'hr@demo.school'])(
    'answers 403 to %s',
    async (email) => {
      const cookie = await server.login(email);
      const response = await server.mutate('payments.create', { type: 'acquiring', transactionTypeId: '50m_v4-32', comment: 'PayForm' }, cookie);
      expect(response.status).toBe(403);
    },
  );

  it('needs a session', async () => {
    const response = await server.request('/api/data/payments.create', {
      method: 'POST',
      json: { type: 'acquiring', transactionTypeId: '50m_v4-32', comment: 'PayForm' },
    });
    expect(response.status).toBe(401);
  });
});

describe('limits of calls that ask the provider', () => {
  it('a learner makes at most 20 payment orders an hour', async () => {
    const kid = await server.login('kid@demo.school');
    const order = () => server.mutate('payments.create', { type: 'acquiring', transactionTypeId: '40m_kids-8', comment: 'PayForm' }, kid);
    for (let i = 0; i < 20; i += 1) expect((await order()).status).toBe(200);
    const refused = await order();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('an address past 60 returns in ten minutes is answered from the order as recorded, without asking the provider', async () => {
    const { paymentId, order } = await startPayment(student, { type: 'acquiring', transactionTypeId: '50m_v4-4' });
    await server.db.updateTable('sandbox_payments').set({ status: 'succeeded' }).where('id', '=', paymentId).execute();
    const address = '203.0.113.77';
    for (let i = 0; i < 60; i += 1) await server.request('/api/public/payments/return/00000000-0000-4000-8000-000000000000', { remoteAddress: address });
    const back = await server.request(`/api/public/payments/return/${order.id}`, { remoteAddress: address });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/lms/dashboard?paymentStatus=fail');
    expect((await server.db.selectFrom('payment_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('pending');
    // Another address asks the provider as before.
    const other = await server.request(`/api/public/payments/return/${order.id}`, { remoteAddress: '203.0.113.78' });
    expect(other.headers.get('location')).toBe('/lms/dashboard?paymentStatus=success');
  });
});

describe('rating the purchase', () => {
  it("stores 1–5 on the user's latest paid order", async () => {
    expect((await server.mutate('payments.rate', { rating: 5 }, student)).status).toBe(200);
    const latest = await server.db
      .selectFrom('payment_orders')
      .select('rating')
      .where('user_id', '=', STUDENT)
      .where('status', '=', 'succeeded')
      .orderBy('settled_at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(latest.rating).toBe(5);
    expect((await server.mutate('payments.rate', { rating: 6 }, student)).status).toBe(400);
    const newcomer = await server.login('newstudent@demo.school');
    expect((await server.mutate('payments.rate', { rating: 4 }, newcomer)).status).toBe(404);
  });
});
