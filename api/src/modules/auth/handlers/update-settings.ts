import type { endpoints } from '@school/shared/contracts';
import { badRequest, conflict, unauthenticated } from '../../../http/errors';
import { enforceRateLimit, rateLimits } from '../../../http/rate-limit';
import type { EndpointHandler } from '../../../http/register';
import { sendEmailChange } from '../../accounts/mails';
import { verifyPassword } from '../password';
import { emailTakenByOther, loadCurrentUser, passwordHashOf, updateProfile } from '../repository';
import { authTexts } from '../texts';
import { getSession } from './get-session';

export const updateSettings: EndpointHandler<typeof endpoints.updateSettings> = async (ctx, { body }) => {
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
  return getSession(ctx);
};
