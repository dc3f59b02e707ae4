import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer, PromoCodeAdmin, PromoCodeTerms } from '@school/shared/schemas';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';

/** Promo codes and the registration offer are charged for real, by the server, to the learners they are for. */

let server: TestServer;
let newcomer: string;
let student: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ env: { SIGNING_SECRET: 'promo-codes-test-secret' } });
  [newcomer, student, admin] = await server.loginAll('newstudent@demo.school', 'student@demo.school', 'admin@demo.school');
});
afterAll(() => server.close());

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return pathname + search;
};

async function order(cookie: string, input: Record<string, unknown>) {
  const response = await server.mutate('payments.create', { type: 'acquiring', comment: 'PayForm', ...input }, cookie);
  if (response.status !== 200) return { response, page: null, order: null };
  const page = pathOf((await readJson<{ redirectUrl: string }>(response)).redirectUrl);
  const sandbox = await server.db.selectFrom('sandbox_payments').selectAll().where('id', '=', page.split('/').pop()!).executeTakeFirstOrThrow();
  const row = await server.db.selectFrom('payment_orders').selectAll().where('id', '=', sandbox.order_id).executeTakeFirstOrThrow();
  return { response, page, order: row };
}

async function approve(page: string) {
  const decided = await server.request(`${page}/approve`, { method: 'POST' });
  await server.request(pathOf(decided.headers.get('location')!));
}

const createCode = (input: Partial<Record<string, unknown>>, cookie = admin) =>
  server.mutate(
    'promoCodes.create',
    {
      code: 'TEST',
      discountPercent: 10,
      discountRubles: null,
      planIds: [],
      transactionTypeIds: [],
      firstPurchaseOnly: false,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      active: true,
      comment: '',
      ...input,
    },
    cookie,
  );

describe('checking a promo code at checkout', () => {
  it("the sign-up code of a newcomer: 10 % on the adults' lesson packages, case aside", async () => {
    const terms = await readJson<PromoCodeTerms>(await server.query('promoCodes.check', { code: 'firststep' }, newcomer));
    expect(terms).toMatchObject({ code: 'FIRSTSTEP', discountPercent: 10, discountRubles: null, firstPurchaseOnly: true });
    expect(terms.transactionTypeIds).toContain('50m_v4-32');
    expect(terms.transactionTypeIds).toContain('25m_v4-8');
    expect(terms.transactionTypeIds).not.toContain('40m_kids-32');
    expect(terms.transactionTypeIds).not.toContain('50m-test-lesson_v2-1');
  });

  it.each([
    ['NOSUCHCODE', 'Такого промокода нет. Проверьте, как он написан.'],
    ['SUMMER2025', 'Срок действия промокода закончился.'],
  ])('refuses %s with a clear reason', async (code, message) => {
    const response = await server.query('promoCodes.check', { code }, newcomer);
    expect(response.status).toBe(400);
    expect(await firstError(response)).toBe(message);
  });

  it('a first-purchase code is refused to a learner who has bought before', async () => {
    const response = await server.query('promoCodes.check', { code: 'FIRSTSTEP' }, student);
    expect(response.status).toBe(400);
    expect(await firstError(response)).toBe('Промокод действует только на первую покупку, а у вас покупки уже были.');
  });

  it('refuses a malformed code with 400', async () => {
    expect((await server.query('promoCodes.check', { code: 'a' }, newcomer)).status).toBe(400);
    expect((await server.query('promoCodes.check', { code: '<script>' }, newcomer)).status).toBe(400);
  });

  it.each(['teacher@demo.school', 'admin@demo.school', 'manager@demo.school', 'hr@demo.school'])('answers 403 to %s (they do not buy)', async (email) => {
    const cookie = await server.login(email);
    expect((await server.query('promoCodes.check', { code: 'FIRSTSTEP' }, cookie)).status).toBe(403);
  });

  it('needs a session', async () => {
    expect((await server.request(`/api/data/promoCodes.check?input=${encodeURIComponent('{"code":"FIRSTSTEP"}')}`)).status).toBe(401);
  });
});

describe('what the registration offer is', () => {
  it('a newcomer sees it with its real price: 10 % off the regular one', async () => {
    const offers = await readJson<Offer[]>(await server.query('students.getOffers', { studentId: 'me' }, newcomer));
    const registration = offers.find((o) => o.title !== null)!;
    const thirtyTwo = registration.transactionTypes.find((t) => t.id === '50m_v4-32')!;
    expect(thirtyTwo).toMatchObject({ price: 25_632, priceWithoutDiscount: 38_080, oldPrice: 38_080, discount: 32 });
  });

  it('a learner with an earlier purchase does not see it, and cannot order by it', async () => {
    expect(await readJson<Offer[]>(await server.query('students.getOffers', { studentId: 'me' }, student))).toEqual([]);
    const { response } = await order(student, { transactionTypeId: '50m_v4-32', comment: 'OfferCard', userOfferId: 1 });
    expect(response.status).toBe(400);
    expect(await firstError(response)).toBe('Это предложение — для первой покупки, а у вас покупки уже были.');
  });

  it('is not combined with a promo code', async () => {
    const { response } = await order(newcomer, { transactionTypeId: '50m_v4-32', comment: 'OfferCard', userOfferId: 1, promoCode: 'FIRSTSTEP' });
    expect(response.status).toBe(400);
    expect(await firstError(response)).toBe('Промокод не суммируется со специальным предложением: выберите что-то одно.');
  });

  it('an order by the offer charges the offer price and names the offer on the provider page', async () => {
    const { order: row, page } = await order(newcomer, { transactionTypeId: '50m_v4-16', comment: 'OfferCard', userOfferId: 1 });
    expect(row).toMatchObject({ amount: 14_256, regular_price: 15_840, user_offer_id: 1, promo_code_id: null });
    const html = await (await server.request(page!)).text();
    expect(html).toContain('14\u00a0256');
    expect(html).toContain('по предложению «Скидка 10 % на первый пакет»');
  });
});

describe('paying with a promo code', () => {
  it('the first package costs the discounted price, the purchase records the code, and the second costs the full price', async () => {
    const cookie = await server.login('nodata@demo.school');
    await server.db.updateTable('users').set({ role_id: 'student', self_paying: true }).where('id', '=', 14).execute();
    const first = await order(cookie, { transactionTypeId: '50m_v4-32', promoCode: 'FIRSTSTEP' });
    expect(first.order).toMatchObject({ amount: 25_632, regular_price: 28_480 });
    const html = await (await server.request(first.page!)).text();
    expect(html).toContain('25\u00a0632');
    expect(html).toContain('промокод FIRSTSTEP');
    await approve(first.page!);
    const code = await server.db.selectFrom('promo_codes').select('id').where('code', '=', 'FIRSTSTEP').executeTakeFirstOrThrow();
    const transaction = await server.db.selectFrom('transactions').selectAll().where('student_id', '=', 14).executeTakeFirstOrThrow();
    expect(transaction).toMatchObject({ sum: 25_632, signup_promo_code_id: code.id });

    const again = await order(cookie, { transactionTypeId: '50m_v4-32', promoCode: 'FIRSTSTEP' });
    expect(again.response.status).toBe(400);
    expect(await firstError(again.response)).toBe('Промокод действует только на первую покупку, а у вас покупки уже были.');
    const second = await order(cookie, { transactionTypeId: '50m_v4-32' });
    expect(second.order).toMatchObject({ amount: 28_480, promo_code_id: null });
  });

  it('a code is refused for an option it does not cover, and nothing is ordered', async () => {
    const before = await server.db
      .selectFrom('payment_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const { response } = await order(newcomer, { transactionTypeId: '40m_kids-32', promoCode: 'FIRSTSTEP' });
    expect(response.status).toBe(400);
    expect(await firstError(response)).toBe('Промокод не действует на этот тариф.');
    const after = await server.db
      .selectFrom('payment_orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('installments are priced from the discounted price', async () => {
    const { order: row } = await order(newcomer, { type: 'vsegdaDa', transactionTypeId: '50m_v4-32', promoCode: 'FIRSTSTEP' });
    expect(row).toMatchObject({ amount: Math.round(25_632 * 1.13), payment_type: 'vsegdaDa' });
  });

  it('a use limit holds: an unpaid order keeps its use until it expires', async () => {
    expect((await createCode({ code: 'ONCE', maxUses: 1 })).status).toBe(200);
    const first = await order(student, { transactionTypeId: '50m_v4-8', promoCode: 'ONCE' });
    expect(first.response.status).toBe(200);
    const other = await server.login('student2@demo.school');
    const second = await order(other, { transactionTypeId: '50m_v4-8', promoCode: 'ONCE' });
    expect(second.response.status).toBe(400);
    expect(await firstError(second.response)).toBe('Этот промокод уже использовали столько раз, сколько можно.');
  });

  it('a ruble code takes its rubles off', async () => {
    const { order: row } = await order(newcomer, { transactionTypeId: '50m_v4-8', promoCode: 'WELCOME500' });
    expect(row).toMatchObject({ amount: 8_720 - 500, regular_price: 8_720 });
  });
});

describe('managing promo codes', () => {
  it('an admin creates, lists, changes and switches a code off; a switched-off code is unknown to learners', async () => {
    const created = await readJson<PromoCodeAdmin>(await createCode({ code: 'Autumn-15', discountPercent: 15, planIds: ['50m_v4'] }));
    expect(created).toMatchObject({ code: 'AUTUMN-15', discountPercent: 15, planIds: ['50m_v4'], uses: 0, active: true });
    const list = await readJson<PromoCodeAdmin[]>(await server.query('promoCodes.list', {}, admin));
    expect(list.map((c) => c.code)).toContain('AUTUMN-15');
    expect(list.find((c) => c.code === 'FIRSTSTEP')!.uses).toBeGreaterThanOrEqual(1);
    const { id: _id, uses: _uses, createdAt: _createdAt, code: _code, ...fields } = created;
    const off = await server.mutate('promoCodes.update', { ...fields, id: created.id, active: false }, admin);
    expect(await readJson<PromoCodeAdmin>(off)).toMatchObject({ active: false });
    expect((await server.query('promoCodes.check', { code: 'AUTUMN-15' }, newcomer)).status).toBe(400);
  });

  it('refuses a code that exists (case aside), an unknown plan, two kinds of discount and an end before the start', async () => {
    expect((await createCode({ code: 'firststep' })).status).toBe(409);
    const unknownPlan = await createCode({ code: 'NOPLAN', planIds: ['nope'] });
    expect(unknownPlan.status).toBe(400);
    expect(await firstError(unknownPlan)).toBe('Тарифа nope нет.');
    expect((await createCode({ code: 'BOTH', discountRubles: 100 })).status).toBe(400);
    expect((await createCode({ code: 'BACKWARDS', validFrom: '2026-05-01T00:00:00.000Z', validUntil: '2026-04-01T00:00:00.000Z' })).status).toBe(400);
    expect(
      (
        await server.mutate(
          'promoCodes.update',
          {
            id: 999_999,
            ...{
              discountPercent: 5,
              discountRubles: null,
              planIds: [],
              transactionTypeIds: [],
              firstPurchaseOnly: false,
              validFrom: null,
              validUntil: null,
              maxUses: null,
              active: true,
              comment: '',
            },
          },
          admin,
        )
      ).status,
    ).toBe(404);
  });

  it.each(['student@demo.school', 'teacher@demo.school', 'manager@demo.school', 'hr@demo.school'])('answers 403 to %s', async (email) => {
    const cookie = await server.login(email);
    expect((await server.query('promoCodes.list', {}, cookie)).status).toBe(403);
    expect((await createCode({ code: 'NOTMINE' }, cookie)).status).toBe(403);
  });
});
