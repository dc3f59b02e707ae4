import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIEND_GIFT_LESSONS, REFERRER_GIFT_LESSONS } from '@school/shared/domain';
import { DEMO_REFERRAL_CODE } from '../../seed/landing-demo';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';
import { sandboxSecret, SIGNATURE_HEADER, signSandboxNotification } from '../payments/sandbox';
import { referralTexts } from './texts';

const SIGNING_SECRET = 'referrals-test-signing-secret';
const NOTIFICATION = '/api/public/payments/notifications/sandbox';
const REFERRER = 9;
const FRIEND = 13;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SIGNING_SECRET, PAYMENT_ORDER_TTL_MINUTES: '60' } });
});
afterAll(() => server.close());

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return pathname + search;
};

async function balance(studentId: number, format = 'skype-50'): Promise<number> {
  const row = await server.db
    .selectFrom('student_balances')
    .select('reports_left')
    .where('student_id', '=', studentId)
    .where('report_full_type_id', '=', format)
    .executeTakeFirst();
  return row?.reports_left ?? 0;
}

function signedNotification(paymentId: string) {
  const body = JSON.stringify({ type: 'notification', event: 'payment.succeeded', object: { id: paymentId } });
  return {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signSandboxNotification(sandboxSecret(SIGNING_SECRET), body) },
  };
}

/** The learner pays a package through the sandbox; the acquirer takes the money; answers the provider's payment id. */
async function payPackage(cookie: string, transactionTypeId: string): Promise<{ paymentId: string; orderId: string }> {
  const response = await server.mutate('payments.create', { type: 'acquiring', transactionTypeId, comment: 'PayForm' }, cookie);
  expect(response.status).toBe(200);
  const { redirectUrl } = await readJson<{ redirectUrl: string }>(response);
  const paymentId = pathOf(redirectUrl).split('/').pop()!;
  const sandbox = await server.db.selectFrom('sandbox_payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
  await server.db.updateTable('sandbox_payments').set({ status: 'succeeded' }).where('id', '=', paymentId).execute();
  return { paymentId, orderId: sandbox.order_id };
}

async function overview(cookie: string, studentId: number | 'me' = 'me') {
  return readJson<{ code: string; earnedLessons: number; friends: { name: string; state: string }[]; invitedBy: { name: string; credited: boolean } | null }>(
    await server.query('referrals.get', { studentId }, cookie),
  );
}

describe('invite a friend', () => {
  it('the learner reads their code and friends; another learner cannot read them, staff can', async () => {
    const [student, student2, admin, teacher] = await server.loginAll(
      'student@demo.school',
      'student2@demo.school',
      'admin@demo.school',
      'teacher@demo.school',
    );
    const own = await overview(student);
    expect(own.code).toBe(DEMO_REFERRAL_CODE);
    expect(own.friends.map((f) => f.state).sort()).toEqual(['joined', 'lead']);

    const foreign = await server.query('referrals.get', { studentId: REFERRER }, student2);
    expect(foreign.status).toBe(403);
    expect(await firstError(foreign)).toBe(referralTexts.noAccess);
    expect((await server.query('referrals.get', { studentId: String(REFERRER) }, student2)).status).toBe(403);
    expect((await server.query('referrals.get', { studentId: REFERRER }, teacher)).status).toBe(403);
    expect((await server.query('referrals.get', { studentId: 'me' }, teacher)).status).toBe(403);
    expect((await overview(admin, REFERRER)).code).toBe(DEMO_REFERRAL_CODE);

    // A learner without a code gets one on first visit, and keeps it.
    const first = await overview(student2);
    expect(first.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect((await overview(student2)).code).toBe(first.code);
  });

  it('credits 10 lessons to the referrer and 5 to the friend once, however often the payment is notified', async () => {
    const friend = await server.login('newstudent@demo.school');
    const referrerBefore = await balance(REFERRER);
    const friendBefore = await balance(FRIEND);

    const { paymentId, orderId } = await payPackage(friend, '50m_v4-16');
    const answers = await Promise.all(Array.from({ length: 4 }, () => server.request(NOTIFICATION, signedNotification(paymentId))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (let i = 0; i < 2; i += 1) await server.request(NOTIFICATION, signedNotification(paymentId));
    await server.request(`/api/public/payments/return/${orderId}`);

    expect(await balance(FRIEND)).toBe(friendBefore + 16 + FRIEND_GIFT_LESSONS);
    expect(await balance(REFERRER)).toBe(referrerBefore + REFERRER_GIFT_LESSONS);
    const referral = await server.db.selectFrom('referrals').selectAll().where('friend_user_id', '=', FRIEND).executeTakeFirstOrThrow();
    expect(referral).toMatchObject({
      referrer_id: REFERRER,
      referrer_lessons: 10,
      friend_lessons: 5,
      friend_full_type_id: 'skype-50',
      referrer_full_type_id: 'skype-50',
    });
    expect(referral.credited_at).not.toBeNull();

    const student = await server.login('student@demo.school');
    const own = await overview(student);
    expect(own.earnedLessons).toBe(REFERRER_GIFT_LESSONS);
    expect(own.friends.find((f) => f.name === 'Николай Н.')?.state).toBe('credited');
    expect((await overview(friend)).invitedBy).toEqual({ name: 'Дмитрий У.', credited: true });

    // A second qualifying package of the same friend credits nothing more.
    const second = await payPackage(friend, '50m_v4-32');
    await server.request(NOTIFICATION, signedNotification(second.paymentId));
    expect(await balance(REFERRER)).toBe(referrerBefore + REFERRER_GIFT_LESSONS);
    expect(await balance(FRIEND)).toBe(friendBefore + 16 + FRIEND_GIFT_LESSONS + 34);
  });

  it('a package under 16 lessons earns no bonus; the first one of 16 or more does', async () => {
    const [invitee, referrerCookie] = await server.loginAll('signup@demo.school', 'student2@demo.school');
    const code = (await overview(referrerCookie)).code;
    const accepted = await server.mutate('referrals.accept', { code: code.toLowerCase() }, invitee);
    expect(accepted.status).toBe(200);
    expect(await readJson(accepted)).toEqual({ referrerName: 'Елена В.' });
    expect((await overview(referrerCookie)).friends[0]?.state).toBe('joined');

    const referrerBefore = await balance(10);
    const small = await payPackage(invitee, '50m_v4-8');
    await server.request(NOTIFICATION, signedNotification(small.paymentId));
    expect(await balance(15)).toBe(8);
    expect(await balance(10)).toBe(referrerBefore);

    const big = await payPackage(invitee, '50m_v4-16');
    await server.request(NOTIFICATION, signedNotification(big.paymentId));
    expect(await balance(15)).toBe(8 + 16 + FRIEND_GIFT_LESSONS);
    expect(await balance(10)).toBe(referrerBefore + REFERRER_GIFT_LESSONS);
  });

  it('refuses an own code, a second invitation, a learner who has bought before, and unknown codes', async () => {
    const [student, student2, kid, friend] = await server.loginAll('student@demo.school', 'student2@demo.school', 'kid@demo.school', 'newstudent@demo.school');
    const own = await server.mutate('referrals.accept', { code: DEMO_REFERRAL_CODE }, student);
    expect(own.status).toBe(400);
    expect(await firstError(own)).toBe(referralTexts.ownCode);
    const code2 = (await overview(student2)).code;
    expect(await firstError(await server.mutate('referrals.accept', { code: code2 }, friend))).toBe(referralTexts.alreadyInvited);
    const customer = await server.mutate('referrals.accept', { code: DEMO_REFERRAL_CODE }, kid);
    expect(customer.status).toBe(409);
    expect(await firstError(customer)).toBe(referralTexts.alreadyCustomer);
    expect((await server.mutate('referrals.accept', { code: 'ZZZZZZZZ' }, kid)).status).toBe(400);
    expect((await server.mutate('referrals.accept', { code: 'not a code!' }, kid)).status).toBe(400);
    const teacher = await server.login('teacher@demo.school');
    expect((await server.mutate('referrals.accept', { code: DEMO_REFERRAL_CODE }, teacher)).status).toBe(403);
  });

  /** An account the school opened for someone (as after an introductory lesson); its id. */
  async function openAccount(email: string, firstName: string, lastName: string, phone: string): Promise<number> {
    const passwordHash = (await server.db.selectFrom('users').select('password_hash').where('id', '=', 9).executeTakeFirstOrThrow()).password_hash;
    const user = await server.db
      .insertInto('users')
      .values({
        email,
        password_hash: passwordHash,
        first_name: firstName,
        last_name: lastName,
        phone,
        role_id: 'student',
        self_paying: true,
        subscription_plan_id: '50m_v4',
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return user.id;
  }

  it("a visitor's lead naming someone else's phone and e-mail earns the visitor nothing when that person buys", async () => {
    const [attackerCookie] = await server.loginAll('student2@demo.school');
    const attackerCode = (await overview(attackerCookie)).code;
    const victimId = await openAccount('olga@demo.school', 'Ольга', 'Петрова', '+7 903 111-22-33');
    // The attacker, as a visitor, sends a lead with the victim's phone and e-mail and their own code.
    const lead = await server.request('/api/public/leads', {
      method: 'POST',
      json: {
        name: 'Ольга',
        phone: '+7 903 111-22-33',
        contact: 'olga@demo.school',
        ageGroup: 'adult',
        time: 'evening',
        source: 'referral',
        referralCode: attackerCode,
      },
    });
    expect(lead.status).toBe(201);
    // Whether that phone has an account is not told: the friend stays a lead.
    expect((await overview(attackerCookie)).friends.find((f) => f.name === 'Ольга')?.state).toBe('lead');

    const attackerBefore = await balance(10);
    const victim = await server.login('olga@demo.school');
    const { paymentId } = await payPackage(victim, '50m_v4-16');
    await server.request(NOTIFICATION, signedNotification(paymentId));
    expect(await balance(victimId)).toBe(16);
    expect(await balance(10)).toBe(attackerBefore);
    expect(await server.db.selectFrom('referrals').select('id').where('friend_user_id', '=', victimId).executeTakeFirst()).toBeUndefined();
    expect((await overview(victim)).invitedBy).toBeNull();
  });

  it('a friend who came as a lead and accepted the invitation signed in is linked to that lead, and both are credited', async () => {
    // The demo lead «Ирина Лебедева» (+7 926 555-10-20) came by the demo learner's link; the school
    // opened her an account with that phone, and she opened the link again signed in.
    const irinaId = await openAccount('irina@demo.school', 'Ирина', 'Лебедева', '8 926 555 10 20');
    const irina = await server.login('irina@demo.school');
    const student = await server.login('student@demo.school');
    expect((await overview(student)).friends.find((f) => f.name === 'Ирина Лебедева')?.state).toBe('lead');
    expect((await server.mutate('referrals.accept', { code: DEMO_REFERRAL_CODE }, irina)).status).toBe(200);
    expect((await overview(student)).friends.find((f) => f.name === 'Ирина Л.')?.state).toBe('joined');

    const referrerBefore = await balance(REFERRER);
    const { paymentId } = await payPackage(irina, '50m_v4-16');
    await server.request(NOTIFICATION, signedNotification(paymentId));
    expect(await balance(irinaId)).toBe(16 + FRIEND_GIFT_LESSONS);
    expect(await balance(REFERRER)).toBe(referrerBefore + REFERRER_GIFT_LESSONS);
    const linked = await server.db.selectFrom('referrals').selectAll().where('friend_user_id', '=', irinaId).executeTakeFirstOrThrow();
    expect(linked.referrer_id).toBe(REFERRER);
    expect(linked.lead_id).not.toBeNull();
  });
});
