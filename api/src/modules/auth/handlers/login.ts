import type { endpoints } from '@school/shared/contracts';
import { isStaff } from '@school/shared/permissions';
import { HttpError, unauthenticated } from '../../../http/errors';
import { CHALLENGE_BITS, spendProof } from '../../../http/proof-of-work';
import { challengeAnswer } from '../../../http/rate-limit';
import type { EndpointHandler } from '../../../http/register';
import { clientAddressKey } from '../../../http/sender-key';
import { recordStaffSignIn } from '../../audit/sign-in';
import { minutesToWait } from '../login-rate-limit';
import { hashPassword, verifyPassword } from '../password';
import { beginLoginAttempt, createSession, findUserForLogin, loadCurrentUser, loginSucceeded } from '../repository';
import { newSessionToken, sessionIdOf, setSessionCookie } from '../session';
import { authTexts } from '../texts';
import { accountRefusals } from '../../accounts/texts';

/** What a sign-in's proof is for. */
const LOGIN_CHALLENGE_SCOPE = 'login';

/** A precomputed hash so that unknown e-mails take as long as wrong passwords. */
const dummyHash = hashPassword('not-a-password');

export const login: EndpointHandler<typeof endpoints.login> = async (ctx, { body }) => {
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
  if (found.deactivated_at) throw new HttpError(403, [{ message: accountRefusals.deactivated }]);
  await loginSucceeded(ctx.db, attempt);
  const token = newSessionToken();
  const ttl = ctx.deps.config.sessionTtlMs;
  await createSession(ctx.db, { id: sessionIdOf(token), userId: found.id, expiresAt: new Date(ctx.now.getTime() + ttl) });
  setSessionCookie(ctx.hono, token, ttl);
  const user = await loadCurrentUser(ctx.db, found.id);
  if (!user) throw unauthenticated();
  if (isStaff(user)) await recordStaffSignIn(ctx, user.id, 'password');
  return { user };
};
