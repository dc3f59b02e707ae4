import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingTexts, validationTexts } from '@school/shared/texts';
import { DEMO_REFERRAL_CODE } from '../../seed/landing-demo';
import { challengeIn, firstError, readJson, startTestServer, withProof, type TestServer } from '#test/harness';
import { LEAD_DUPLICATE_WINDOW_MS, leadLimits } from './limits';
import { leadTexts } from './texts';

const LEADS = '/api/public/leads';

let server: TestServer;
let phoneSeq = 0;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A valid lead with a phone of its own, so leads of different tests never look like repeats. */
function lead(overrides: Record<string, unknown> = {}) {
  phoneSeq += 1;
  return {
    name: 'Анна Тестова',
    phone: `+7 999 100-${String(phoneSeq).padStart(2, '0')}-00`,
    contact: 'anna@example.com',
    ageGroup: 'adult',
    time: 'evening',
    ...overrides,
  };
}

const send = (body: unknown, init: { cookie?: string } = {}) => server.request(LEADS, { method: 'POST', json: body, ...init });

async function leadRows(phoneDigits: string) {
  return server.db.selectFrom('leads').selectAll().where('phone_digits', '=', phoneDigits).execute();
}

/** Moves the clock into a fresh rate-limit window, so each test starts with a clean count. */
function nextWindow() {
  const windowMs = leadLimits.perSender.windowMs;
  server.clock.now = new Date((Math.floor(server.clock.now.getTime() / windowMs) + 1) * windowMs + 1000);
}

describe('the introductory-lesson lead', () => {
  it('a visitor creates a lead without signing in; admins read it with where it came from', async () => {
    nextWindow();
    const body = lead({ name: '  Мария  ', source: 'kids', planId: '40m_kids', ageGroup: 'kids-8-10', phone: '8 (916) 123-45-67' });
    const response = await send(body);
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ ok: true });
    const [row] = await leadRows('79161234567');
    expect(row).toMatchObject({
      name: 'Мария',
      phone: '8 (916) 123-45-67',
      age_group: 'kids-8-10',
      preferred_time: 'evening',
      source: 'kids',
      plan_id: '40m_kids',
      user_id: null,
    });

    const admin = await server.login('admin@demo.school');
    const leads = await readJson<{ name: string; source: string }[]>(await server.query('leads.list', {}, admin));
    expect(leads[0]).toMatchObject({ name: 'Мария', source: 'kids', planId: '40m_kids', phone: '8 (916) 123-45-67' });
  });

  it('refuses a lead with missing or wrong fields, naming each field in Russian', async () => {
    nextWindow();
    const response = await send({ name: '', phone: '12', contact: 'not a contact', ageGroup: 'pensioner', time: '' });
    expect(response.status).toBe(400);
    const { errors } = await readJson<{ errors: { message: string; field?: string }[] }>(response);
    const byField = Object.fromEntries(errors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      name: landingTexts.lead.nameRequired,
      phone: validationTexts.phoneInvalid,
      contact: landingTexts.lead.contactInvalid,
      ageGroup: landingTexts.lead.ageGroupRequired,
      time: landingTexts.lead.timeRequired,
    });
  });

  it('a repeated submission of the same phone within minutes creates no second lead; later it does', async () => {
    nextWindow();
    const body = lead();
    const digits = body.phone.replace(/\D/g, '');
    const answers = await Promise.all([send(body), send(body), send({ ...body, name: 'Анна' })]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(await leadRows(digits)).toHaveLength(1);

    server.clock.now = new Date(server.clock.now.getTime() + LEAD_DUPLICATE_WINDOW_MS + 1000);
    expect((await send(body)).status).toBe(201);
    expect(await leadRows(digits)).toHaveLength(2);
  });

  it('is limited per sender: past 3 leads in ten minutes a proof is asked for, past 10 the sender is refused with Retry-After', async () => {
    nextWindow();
    for (let i = 0; i < leadLimits.perSender.challengeAfter; i += 1) expect((await send(lead())).status).toBe(201);
    const challenged = await send(lead());
    expect(challenged.status).toBe(429);
    expect(await challengeIn(challenged)).not.toBeNull();
    expect(challenged.headers.get('retry-after')).toBeNull();
    // With the proof the visitor gets through, until the sender's limit (every attempt counts).
    let accepted = leadLimits.perSender.challengeAfter;
    let refused: Response | null = null;
    for (let i = 0; i < leadLimits.perSender.limit && !refused; i += 1) {
      const response = await withProof((headers) => server.request(LEADS, { method: 'POST', json: lead(), headers }));
      if (response.status === 201) accepted += 1;
      else refused = response;
    }
    expect(accepted).toBeGreaterThan(leadLimits.perSender.challengeAfter);
    expect(refused?.status).toBe(429);
    expect(await challengeIn(refused!)).toBeNull();
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await firstError(refused!)).toMatch(/^Слишком много заявок\. Попробуйте ещё раз через \d+ минут/);
    const before = await server.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    nextWindow();
    expect((await send(lead())).status).toBe(201);
    const after = await server.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('is size-limited: a body over 4 KB is refused with 413 before it is read; long fields with 400', async () => {
    nextWindow();
    const huge = await send({ ...lead(), padding: 'x'.repeat(5000) });
    expect(huge.status).toBe(413);
    expect(await firstError(huge)).toBe(leadTexts.bodyTooLarge);
    const long = await send(lead({ name: 'Я'.repeat(81) }));
    expect(long.status).toBe(400);
    expect(await firstError(long)).toBe(validationTexts.tooLong(80));
    const unknownKey = await send({ ...lead(), amount: 1 });
    expect(unknownKey.status).toBe(400);
  });

  it("a lead by an invitation joins the inviting learner's friends", async () => {
    nextWindow();
    const body = lead({ name: 'Павел', source: 'referral', referralCode: DEMO_REFERRAL_CODE.toLowerCase() });
    expect((await send(body)).status).toBe(201);
    const student = await server.login('student@demo.school');
    const overview = await readJson<{ friends: { name: string; state: string }[] }>(await server.query('referrals.get', { studentId: 'me' }, student));
    expect(overview.friends[0]).toMatchObject({ name: 'Павел', state: 'lead' });
    const admin = await server.login('admin@demo.school');
    const leads = await readJson<{ name: string; invitedBy: string | null }[]>(await server.query('leads.list', {}, admin));
    expect(leads.find((l) => l.name === 'Павел')?.invitedBy).toBe('Дмитрий Учеников');
  });

  it('only staff read leads', async () => {
    const [student, teacher, manager] = await server.loginAll('student@demo.school', 'teacher@demo.school', 'manager@demo.school');
    expect((await server.query('leads.list', {}, student)).status).toBe(403);
    expect((await server.query('leads.list', {}, teacher)).status).toBe(403);
    expect((await server.query('leads.list', {}, manager)).status).toBe(200);
    expect((await server.request('/api/data/leads.list')).status).toBe(401);
  });
});
