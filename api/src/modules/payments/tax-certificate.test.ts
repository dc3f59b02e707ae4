import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import type { PaymentRecord } from '@school/shared/schemas';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';

/** «Мои платежи» and the tax-deduction certificate (the 13 % the school offers: ст. 219 НК РФ). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SIGNING_SECRET: 'tax-certificate-test-secret' } });
});
afterAll(() => server.close());

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return pathname + search;
};

async function pay(cookie: string, transactionTypeId: string, promoCode?: string) {
  const created = await server.mutate(
    'payments.create',
    { type: 'acquiring', transactionTypeId, comment: 'PayForm', ...(promoCode ? { promoCode } : {}) },
    cookie,
  );
  expect(created.status).toBe(200);
  const page = pathOf((await readJson<{ redirectUrl: string }>(created)).redirectUrl);
  const decided = await server.request(`${page}/approve`, { method: 'POST' });
  await server.request(pathOf(decided.headers.get('location')!));
}

const certificate = (cookie: string, body: Record<string, unknown>) =>
  server.request('/api/server/payments/tax-certificate', { method: 'POST', cookie, json: body });

async function pdfText(response: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('the payments a learner sees and the tax certificate', () => {
  it('lists the payments just made, newest first, with what was bought, the sum and the status', async () => {
    const cookie = await server.login('newstudent@demo.school');
    await pay(cookie, '50m_v4-32', 'FIRSTSTEP');
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    await pay(cookie, '50m_v4-8');
    const list = await readJson<PaymentRecord[]>(await server.query('payments.list', {}, cookie));
    expect(list.slice(0, 2).map((p) => [p.description, p.amount, p.status])).toEqual([
      ['Уроки по 50 минут, 8 уроков', 8_720, 'succeeded'],
      ['Уроки по 50 минут, 32 урока, промокод FIRSTSTEP', 25_632, 'succeeded'],
    ]);
    // The sandbox gives a receipt page for a paid payment; the list links to it.
    const receipt = await server.request(pathOf(list[0]!.receiptUrl!));
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toContain('8\u00a0720');
  });

  it("the PDF of the current year names the payer, the student, the school's requisites and licence and lists those payments", async () => {
    const cookie = await server.login('newstudent@demo.school');
    const year = server.clock.now.getFullYear();
    const response = await certificate(cookie, {
      year,
      payerName: 'Новичков Николай Петрович',
      payerInn: '500100732259',
      studentName: 'Новичков Николай Петрович',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(response);
    expect(text).toContain('Справка об оплате образовательных услуг');
    expect(text).toContain('Новичков Николай Петрович');
    expect(text).toContain('500100732259');
    expect(text).toContain('ООО «Онлайн-школа английского» (демо-данные)');
    expect(text).toContain('Лицензия на образовательную деятельность');
    expect(text).toContain('Уроки по 50 минут, 32 урока, промокод FIRSTSTEP');
    expect(text).toContain('25 632 руб.');
    expect(text).toContain('8 720 руб.');
    expect(text).toContain('34 352 руб.');
  });

  it('a year without payments says so', async () => {
    const cookie = await server.login('newstudent@demo.school');
    const text = await pdfText(await certificate(cookie, { year: 2001, payerName: 'Новичков Николай', studentName: 'Новичков Николай' }));
    expect(text).toContain('Оплат в этом году не было.');
  });

  it('refuses a bad INN, a missing name and a year out of range with 400', async () => {
    const cookie = await server.login('newstudent@demo.school');
    const badInn = await certificate(cookie, { year: 2026, payerName: 'Новичков Николай', payerInn: '123', studentName: 'Новичков Николай' });
    expect(badInn.status).toBe(400);
    expect(await firstError(badInn)).toBe('ИНН физического лица — 12 цифр.');
    expect((await certificate(cookie, { year: 2026, payerName: '', studentName: 'Новичков Николай' })).status).toBe(400);
    expect((await certificate(cookie, { year: 1900, payerName: 'Новичков Николай', studentName: 'Новичков Николай' })).status).toBe(400);
  });

  it.each(['teacher@demo.school', 'admin@demo.school', 'hr@demo.school'])('answers 403 to %s', async (email) => {
    const cookie = await server.login(email);
    expect((await certificate(cookie, { year: 2026, payerName: 'Кто-то Такой', studentName: 'Кто-то Такой' })).status).toBe(403);
  });

  it('needs a session', async () => {
    expect(
      (await server.request('/api/server/payments/tax-certificate', { method: 'POST', json: { year: 2026, payerName: 'Кто-то', studentName: 'Кто-то' } }))
        .status,
    ).toBe(401);
  });
});

describe('a production school without its requisites', () => {
  it('answers 503 with a message instead of a certificate with made-up requisites', async () => {
    const production = await startTestServer({ env: { NODE_ENV: 'production', SIGNING_SECRET: 'x', DEMO_IN_PRODUCTION: 'false' } });
    try {
      const cookie = await production.login('student@demo.school');
      const response = await production.request('/api/server/payments/tax-certificate', {
        method: 'POST',
        cookie,
        json: { year: 2026, payerName: 'Учеников Дмитрий', studentName: 'Учеников Дмитрий' },
      });
      expect(response.status).toBe(503);
      expect(await firstError(response)).toBe('Справку пока нельзя получить: школа ещё не указала свои реквизиты. Напишите нам, и мы пришлём справку.');
    } finally {
      await production.close();
    }
  });
});
