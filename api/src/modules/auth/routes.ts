import { CHALLENGE_BITS, spendProof } from '../../http/proof-of-work';
import { challengeAnswer, enforceRateLimit, rateLimits } from '../../http/rate-limit';
import { clientAddressKey } from '../../http/sender-key';
import { endpoints, procedures } from '@school/shared/contracts';
import { accountTexts, commonTexts } from '@school/shared/texts';
import { sendEmailChange } from '../accounts/mails';
import { recordStaffSignIn } from '../audit/sign-in';
import { isStaff } from '@school/shared/permissions';
import { HttpError, badRequest, conflict, notFound, unauthenticated } from '../../http/errors';
import { procedureRoute, route } from '../../http/register';
import type { ApiModule } from '../module';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { hashPassword, verifyPassword } from './password';
import { minutesToWait } from './login-rate-limit';
import {
  createSession,
  decrementNotification,
  deleteSession,
  emailTakenByOther,
  beginLoginAttempt,
  findUserForLogin,
  loadCurrentUser,
  loginSucceeded,
  passwordHashOf,
  setPasswordHash,
  updateProfile,
} from './repository';
import { clearSessionCookie, newSessionToken, sessionIdOf, setSessionCookie } from './session';

export const authTexts = {
  wrongCredentials: 'Неверный e-mail или пароль',
  tooManyAttempts: (minutes: number) => `Слишком много неудачных попыток входа. Попробуйте через ${minutes} мин.`,
  emailTaken: 'Этот e-mail уже занят',
  wrongPassword: 'Текущий пароль указан неверно',
  passwordForEmail: 'Введите текущий пароль, чтобы сменить e-mail',
};

/** What a sign-in's proof is for. */
const LOGIN_CHALLENGE_SCOPE = 'login';

/** A precomputed hash so that unknown e-mails take as long as wrong passwords. */
const dummyHash = hashPassword('not-a-password');

export function authModule(): ApiModule {
  const sessionOf = async (ctx: Parameters<Parameters<typeof route>[1]>[0]) => {
    const user = await loadCurrentUser(ctx.db, ctx.user().id);
    if (!user) throw unauthenticated();
    return { user };
  };

  return {
    name: 'auth',
    routes: [
      route(
        endpoints.login,
        async (ctx, { body }) => {
          // The attempt is counted (in the database, for every instance) before the password is
          // checked, and given back when it was right.
          // Addresses count as senders do everywhere (IPv6 by its /64). An attempt held only by others'
          // failures passes with a proof that a person is there (docs/decisions.md, "Sign-in limits").
          const attempt = { email: body.email, address: clientAddressKey(ctx.hono), now: ctx.now };
          const proven = await spendProof(ctx, LOGIN_CHALLENGE_SCOPE);
          const gate = await beginLoginAttempt(ctx.db, attempt, proven);
          if (gate.waitMs > 0) {
            if (gate.challenge) throw challengeAnswer(ctx, LOGIN_CHALLENGE_SCOPE, gate.heldBy === 'address' ? CHALLENGE_BITS.sender : CHALLENGE_BITS.visitors);
            ctx.hono.header('Retry-After', String(Math.ceil(gate.waitMs / 1000)));
            throw new HttpError(429, [{ message: authTexts.tooManyAttempts(minutesToWait(gate.waitMs)) }]);
          }
          const found = await findUserForLogin(ctx.db, body.email);
          const valid = await verifyPassword(body.password, found?.password_hash ?? (await dummyHash));
          if (!found || !valid) throw new HttpError(401, [{ message: authTexts.wrongCredentials }]);
          // Only the right password learns that the account is deactivated.
          if (found.deactivated_at) throw new HttpError(403, [{ message: accountTexts.deactivated }]);
          await loginSucceeded(ctx.db, attempt);
          const token = newSessionToken();
          const ttl = ctx.deps.config.sessionTtlMs;
          await createSession(ctx.db, { id: sessionIdOf(token), userId: found.id, expiresAt: new Date(ctx.now.getTime() + ttl) });
          setSessionCookie(ctx.hono, token, ttl);
          const user = await loadCurrentUser(ctx.db, found.id);
          if (!user) throw unauthenticated();
          if (isStaff(user)) await recordStaffSignIn(ctx, user.id, 'password');
          return { user };
        },
        { public: true },
      ),
      route(
        endpoints.logout,
        async (ctx) => {
          const id = ctx.hono.get('sessionId');
          if (id) await deleteSession(ctx.db, id);
          clearSessionCookie(ctx.hono);
          return { ok: true as const };
        },
        { public: true },
      ),
      route(endpoints.session, sessionOf),
      route(
        endpoints.demoAccounts,
        async (ctx) => {
          const enabled = ctx.deps.config.showDemoAccounts;
          return {
            enabled,
            password: enabled ? DEMO_PASSWORD : '',
            accounts: enabled ? DEMO_ACCOUNTS.map(({ email, description }) => ({ email, description })) : [],
          };
        },
        { public: true },
      ),
      route(endpoints.updatePersonalData, async (ctx, { body }) => {
        await updateProfile(ctx.db, ctx.user().id, { first_name: body.firstName, last_name: body.lastName, phone: body.phone });
        return sessionOf(ctx);
      }),
      route(endpoints.updateSettings, async (ctx, { body }) => {
        const userId = ctx.user().id;
        const current = await loadCurrentUser(ctx.db, userId);
        if (!current) throw unauthenticated();
        if (body.email !== current.email.toLowerCase()) {
          // Whether an address is taken is told only to the account's owner, a few times an hour.
          if (!body.currentPassword) throw badRequest(authTexts.passwordForEmail, 'currentPassword');
          await enforceRateLimit(ctx, rateLimits.emailChanges, `user:${userId}`);
          if (!(await verifyPassword(body.currentPassword, await passwordHashOf(ctx.db, userId)))) {
            throw badRequest(authTexts.wrongPassword, 'currentPassword');
          }
          if (await emailTakenByOther(ctx.db, body.email, userId)) throw conflict(authTexts.emailTaken, 'email');
        }
        // A new address takes effect when its link is opened (the old one is told); the rest saves now.
        await ctx.db.transaction().execute(async (trx) => {
          await updateProfile(trx, userId, { first_name: body.firstName, last_name: body.lastName, phone: body.phone, skype: body.skype });
          if (body.email !== current.email.toLowerCase()) {
            await sendEmailChange(trx, ctx.deps, { userId, oldEmail: current.email, newEmail: body.email, firstName: body.firstName, now: ctx.now });
          }
        });
        return sessionOf(ctx);
      }),
      route(endpoints.changePassword, async (ctx, { body }) => {
        const userId = ctx.user().id;
        if (!(await verifyPassword(body.currentPassword, await passwordHashOf(ctx.db, userId)))) {
          throw badRequest(authTexts.wrongPassword, 'currentPassword');
        }
        await setPasswordHash(ctx.db, userId, await hashPassword(body.newPassword), ctx.hono.get('sessionId'));
        return { ok: true as const };
      }),
    ],
    procedures: [
      procedureRoute(procedures['auth.decrementNotification'], async (ctx, { notificationId }) => {
        if (!(await decrementNotification(ctx.db, ctx.user().id, notificationId))) throw notFound(commonTexts.notFound);
        return { ok: true as const };
      }),
    ],
  };
}
