import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@school/shared/schemas';
import { firstError, readJson, startTestServer, type TestServer } from '#test/harness';
import { createAdministrator } from './admin-create';

/**
 * Accounts the school opens itself (no demo data needed): sign-up, one-time links, password reset,
 * e-mail confirmation and change. Mail is kept in the outbox here (no SMTP_URL); tests read the
 * links from it as admins read them at /lms/admin/mail.
 */

const until = async <T>(read: () => Promise<T | undefined | null>, timeoutMs = 20_000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
};

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;

describe('accounts', () => {
  let server: TestServer;
  let address = 0;
  /** A fresh client address per test, so the per-address limits of one test do not reach another. */
  const from = () => `198.51.100.${++address}`;

  const post = (path: string, json: unknown, init: { cookie?: string; remoteAddress?: string } = {}) =>
    server.request(path, { method: 'POST', json, remoteAddress: init.remoteAddress ?? from(), cookie: init.cookie });

  /** The latest message to `to` (its text and the token of its link), once it is in the outbox. */
  const mailTo = async (to: string, kind?: string) =>
    until(async () => {
      let query = server.db.selectFrom('mail_outbox').select(['id', 'kind', 'subject', 'text', 'html']).where('to_address', '=', to);
      if (kind) query = query.where('kind', '=', kind);
      return query.orderBy('id', 'desc').executeTakeFirst();
    });
  const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  const signup = (overrides: Record<string, unknown> = {}, remoteAddress?: string) =>
    post(
      '/api/auth/signup',
      {
        firstName: 'Алиса',
        lastName: 'Новикова',
        email: `alice.${Date.now()}.${address}@example.com`,
        phone: '+7 900 555-44-33',
        password: 'correct horse',
        acceptTerms: true,
        ...overrides,
      },
      { remoteAddress },
    );

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('sign-up', () => {
    it('opens a learner account, signs it in and keeps the promo code and where the visitor came from', async () => {
      const response = await signup({ email: 'Promo.Learner@Example.com', promocode: 'SPRING-2026', from: '/kids' });
      expect(response.status).toBe(201);
      const { user } = await readJson<Session>(response);
      expect(user).toMatchObject({
        email: 'promo.learner@example.com',
        firstName: 'Алиса',
        roleId: 'studying_user',
        selfPaying: true,
        emailConfirmed: false,
        personalDataMissing: false,
        signupData: { hostname: 'localhost/kids', promocode: 'SPRING-2026' },
      });
      const session = await readJson<Session>(await server.request('/api/auth/session', { cookie: cookieOf(response) }));
      expect(session.user.signupData).toEqual({ hostname: 'localhost/kids', promocode: 'SPRING-2026' });
    });

    it('may sign in but not pay until the address is confirmed, and the link confirms it once', async () => {
      const email = 'confirm.me@example.com';
      const response = await signup({ email });
      const cookie = cookieOf(response);
      const pay = () => server.mutate('payments.create', { type: 'acquiring', transactionTypeId: '50m_v4-16', comment: 'PayForm' }, cookie);
      const refused = await pay();
      expect(refused.status).toBe(403);
      expect(await firstError(refused)).toBe('Подтвердите e-mail, чтобы оплатить уроки: ссылка в письме, которое мы отправили при регистрации.');

      const mail = await mailTo(email, 'email-confirmation');
      expect(mail.subject).toBe('Подтвердите e-mail');
      expect(mail.text).toContain('Здравствуйте, Алиса!');
      expect(mail.text).toContain('http://localhost:8080/confirm-email?token=');
      const token = tokenIn(mail.text);
      const confirmed = await post('/api/auth/email/confirm', { token });
      expect(await readJson(confirmed)).toEqual({ ok: true, email });
      expect((await readJson<Session>(await server.request('/api/auth/session', { cookie }))).user.emailConfirmed).toBe(true);
      expect((await pay()).status).toBe(200);

      const again = await post('/api/auth/email/confirm', { token });
      expect(again.status).toBe(400);
      expect(await firstError(again)).toBe('Эта ссылка уже использована. Если нужно, запросите новую.');
    });

    it('refuses a taken address, a missing consent and bad fields with clear messages, and creates nothing', async () => {
      const taken = await signup({ email: 'student@demo.school' });
      expect(taken.status).toBe(409);
      expect(await firstError(taken)).toBe('Этот e-mail уже зарегистрирован. Войдите или восстановите пароль.');
      const noConsent = await signup({ email: 'no.consent@example.com', acceptTerms: false });
      expect(noConsent.status).toBe(400);
      expect(await firstError(noConsent)).toBe('Нужно согласие с офертой и политикой конфиденциальности');
      const short = await signup({ email: 'short@example.com', password: 'short' });
      expect(await firstError(short)).toBe('Пароль должен быть не короче 8 символов');
      const users = await server.db.selectFrom('users').select('id').where('email', 'in', ['no.consent@example.com', 'short@example.com']).execute();
      expect(users).toEqual([]);
    });

    it('makes a learner who came by an invitation the inviter’s friend', async () => {
      const inviter = await server.login('student@demo.school');
      const { code } = await readJson<{ code: string }>(await server.query('referrals.get', { studentId: 'me' }, inviter));
      const response = await signup({ email: 'invited.friend@example.com', referralCode: code, firstName: 'Борис', lastName: 'Петров' });
      expect(response.status).toBe(201);
      const { friends } = await readJson<{ friends: { name: string; state: string }[] }>(await server.query('referrals.get', { studentId: 'me' }, inviter));
      expect(friends.map((f) => f.name)).toContain('Борис П.');
    });

    it('limits sign-ups per address and per e-mail', async () => {
      const one = from();
      for (let i = 0; i < 10; i++) expect((await signup({ email: `flood${i}@example.com` }, one)).status).toBe(201);
      const refused = await signup({ email: 'flood-more@example.com' }, one);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(await firstError(refused)).toMatch(/^Слишком много регистраций с этого адреса. Попробуйте через \d+ мин.$/);
    });
  });

  describe('forgot password', () => {
    it('answers the same whether the address has an account or not, and sends a link only to an account', async () => {
      const known = await post('/api/auth/password/forgot', { email: 'teacher@demo.school' });
      const unknown = await post('/api/auth/password/forgot', { email: 'nobody-here@example.com' });
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(await known.text()).toBe(await unknown.text());
      const mail = await mailTo('teacher@demo.school', 'password-reset');
      expect(mail.subject).toBe('Восстановление пароля');
      expect(mail.text).toContain('http://localhost:8080/set-password?token=');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await server.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'nobody-here@example.com').execute()).toEqual([]);
    });

    it('sets a new password through the link once, ends every other session and signs in', async () => {
      const old = await server.login('kid@demo.school');
      await post('/api/auth/password/forgot', { email: 'kid@demo.school' });
      const token = tokenIn((await mailTo('kid@demo.school', 'password-reset')).text);

      const info = await post('/api/auth/link', { token });
      expect(await readJson(info)).toEqual({ purpose: 'password-reset', email: 'kid@demo.school', firstName: expect.any(String) });
      const set = await post('/api/auth/password/set', { token, password: 'a brand new password' });
      expect(set.status).toBe(200);
      expect((await readJson<Session>(set)).user.email).toBe('kid@demo.school');
      expect((await server.request('/api/auth/session', { cookie: cookieOf(set) })).status).toBe(200);
      expect((await server.request('/api/auth/session', { cookie: old })).status).toBe(401);

      const reused = await post('/api/auth/password/set', { token, password: 'another password' });
      expect(reused.status).toBe(400);
      expect(await firstError(reused)).toBe('Эта ссылка уже использована. Если нужно, запросите новую.');
      const login = await post('/api/auth/login', { email: 'kid@demo.school', password: 'a brand new password' });
      expect(login.status).toBe(200);
    });

    it('stores links hashed and lets them expire after an hour; a newer link replaces an older one', async () => {
      await post('/api/auth/password/forgot', { email: 'teen@demo.school' });
      const first = tokenIn((await mailTo('teen@demo.school', 'password-reset')).text);
      const stored = await server.db.selectFrom('account_tokens').select(['token_hash']).execute();
      expect(stored.some((row) => row.token_hash === first)).toBe(false);
      expect(stored.every((row) => row.token_hash.length === 43)).toBe(true);

      await post('/api/auth/password/forgot', { email: 'teen@demo.school' });
      const second = await until(async () => {
        const latest = tokenIn((await mailTo('teen@demo.school', 'password-reset')).text);
        return latest !== first ? latest : null;
      });
      expect(await firstError(await post('/api/auth/link', { token: first }))).toBe(
        'Эта ссылка больше не действует: отправлена более новая или приглашение отозвано.',
      );

      const start = server.clock.now;
      server.clock.now = new Date(start.getTime() + 61 * 60_000);
      try {
        const expired = await post('/api/auth/password/set', { token: second, password: 'too late password' });
        expect(expired.status).toBe(400);
        expect(await firstError(expired)).toBe('Срок действия ссылки истёк. Запросите новую.');
      } finally {
        server.clock.now = start;
      }
      const unknown = await post('/api/auth/password/set', { token: 'x'.repeat(43), password: 'whatever password' });
      expect(await firstError(unknown)).toBe('Ссылка недействительна. Проверьте, что она скопирована целиком, или запросите новую.');
    });

    it('limits requests per e-mail (whether it has an account or not) and per address', async () => {
      for (let i = 0; i < 3; i++) expect((await post('/api/auth/password/forgot', { email: 'limited@example.com' })).status).toBe(200);
      const refused = await post('/api/auth/password/forgot', { email: 'limited@example.com' });
      expect(refused.status).toBe(429);
      expect(await firstError(refused)).toMatch(/^Слишком много запросов на восстановление пароля/);
      const one = from();
      for (let i = 0; i < 10; i++) expect((await post('/api/auth/password/forgot', { email: `any${i}@example.com` }, { remoteAddress: one })).status).toBe(200);
      expect((await post('/api/auth/password/forgot', { email: 'any-more@example.com' }, { remoteAddress: one })).status).toBe(429);
    });
  });

  describe('the first administrator (admin:create)', () => {
    it('makes an admin without a password and a one-time link that signs them in; a second run gives a fresh link', async () => {
      const first = await createAdministrator(server.db, { email: 'head@school.example', publicUrl: 'https://school.example', now: server.clock.now });
      expect(first.created).toBe(true);
      expect(first.url).toMatch(/^https:\/\/school\.example\/set-password\?token=[A-Za-z0-9_-]{43}$/);
      expect((await post('/api/auth/login', { email: 'head@school.example', password: '' })).status).toBe(400);
      const again = await createAdministrator(server.db, { email: 'head@school.example', publicUrl: 'https://school.example', now: server.clock.now });
      expect(again).toMatchObject({ created: false, userId: first.userId });
      const oldToken = new URL(first.url).searchParams.get('token')!;
      expect((await post('/api/auth/password/set', { token: oldToken, password: 'the head password' })).status).toBe(400);
      const set = await post('/api/auth/password/set', { token: new URL(again.url).searchParams.get('token')!, password: 'the head password' });
      expect(set.status).toBe(200);
      expect((await readJson<Session>(set)).user).toMatchObject({ email: 'head@school.example', isAdmin: true, emailConfirmed: true });
    });
  });

  describe('changing one’s e-mail in the settings', () => {
    it('confirms the new address by e-mail first and tells the old one', async () => {
      const cookie = await server.login('student2@demo.school');
      const { user } = await readJson<Session>(await server.request('/api/auth/session', { cookie }));
      const settings = { firstName: user.firstName, lastName: user.lastName, phone: user.phone, skype: user.skype, currentPassword: 'demo' };
      const saved = await server.request('/api/server/me/settings', { method: 'PUT', cookie, json: { ...settings, email: 'New.Address@Example.com' } });
      expect(saved.status).toBe(200);
      expect((await readJson<Session>(saved)).user).toMatchObject({ email: 'student2@demo.school', pendingEmail: 'new.address@example.com' });
      const notice = await mailTo('student2@demo.school', 'email-change-notice');
      expect(notice.text).toContain('new.address@example.com');
      const mail = await mailTo('new.address@example.com', 'email-change');
      expect(mail.subject).toBe('Подтвердите новый e-mail');

      const confirmed = await post('/api/auth/email/confirm', { token: tokenIn(mail.text) });
      expect(await readJson(confirmed)).toEqual({ ok: true, email: 'new.address@example.com' });
      const after = await readJson<Session>(await server.request('/api/auth/session', { cookie }));
      expect(after.user).toMatchObject({ email: 'new.address@example.com', pendingEmail: null });
      expect((await post('/api/auth/login', { email: 'new.address@example.com', password: 'demo' })).status).toBe(200);
    });
  });

  describe('the confirmation link again', () => {
    it('is sent to an unconfirmed learner, a few times an hour, and refused once confirmed', async () => {
      const response = await signup({ email: 'resend.me@example.com' });
      const cookie = cookieOf(response);
      for (let i = 0; i < 3; i++) expect((await server.request('/api/server/me/email_confirmation', { method: 'POST', cookie })).status).toBe(200);
      expect((await server.request('/api/server/me/email_confirmation', { method: 'POST', cookie })).status).toBe(429);
      const messages = await server.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'resend.me@example.com').execute();
      expect(messages).toHaveLength(4);
      const teacher = await server.login('teacher@demo.school');
      const done = await server.request('/api/server/me/email_confirmation', { method: 'POST', cookie: teacher });
      expect(done.status).toBe(409);
      expect(await firstError(done)).toBe('E-mail уже подтверждён.');
    });
  });
});
