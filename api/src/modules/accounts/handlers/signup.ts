import type { endpoints } from '@school/shared/contracts';
import { forwardedOrigin } from '../../../http/client-address';
import { conflict } from '../../../http/errors';
import { enforceRateLimit, visitorKey } from '../../../http/rate-limit';
import type { EndpointHandler } from '../../../http/register';
import { hashPassword } from '../../auth/password';
import { acceptReferral, findReferrerByCode, shortName } from '../../referrals/repository';
import { accountLimits } from '../limits';
import { sendEmailConfirmation } from '../mails';
import { createLearner } from '../repository';
import { signIn } from '../sign-in';
import { accountRefusals } from '../texts';

/**
 * /signup: a learner opens an account (and is signed in). The promo code and where the visitor came
 * from are kept (the session's signupData); an invitation code makes the learner the inviter's
 * friend; a confirmation link goes to the address in the same transaction. A taken address is 409.
 */
export const signup: EndpointHandler<typeof endpoints.signup> = async (ctx, { body }) => {
  await enforceRateLimit(ctx, accountLimits.signUpsPerAddress, visitorKey(ctx), accountRefusals.tooManySignUps);
  await enforceRateLimit(ctx, accountLimits.signUpsPerEmail, body.email, accountRefusals.tooManySignUps);
  const passwordHash = await hashPassword(body.password);
  const host = new URL(forwardedOrigin(ctx.hono) ?? ctx.hono.req.url).hostname;
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const id = await createLearner(trx, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone,
      passwordHash,
      signupHostname: `${host}${body.from ?? '/signup'}`,
      promocode: body.promocode || null,
      now: ctx.now,
    });
    if (id === null) return null;
    await sendEmailConfirmation(trx, ctx.deps, { userId: id, email: body.email, firstName: body.firstName, now: ctx.now });
    return id;
  });
  if (userId === null) throw conflict(accountRefusals.emailRegistered, 'email');
  // The invitation links the new account to its inviter (its own transaction; an unknown code is ignored).
  if (body.referralCode) {
    const referrer = await findReferrerByCode(ctx.db, body.referralCode);
    if (referrer && referrer.id !== userId) {
      await acceptReferral(ctx.db, { referrerId: referrer.id, friend: { id: userId, name: shortName(body.firstName, body.lastName) }, now: ctx.now });
    }
  }
  return signIn(ctx, userId);
};
