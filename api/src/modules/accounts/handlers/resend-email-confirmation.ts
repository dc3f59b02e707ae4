import type { endpoints } from '@school/shared/contracts';
import { conflict, unauthenticated } from '../../../http/errors';
import { enforceRateLimit } from '../../../http/rate-limit';
import type { EndpointHandler } from '../../../http/register';
import { accountLimits } from '../limits';
import { sendEmailConfirmation } from '../mails';
import { findAccount } from '../repository';
import { accountRefusals } from '../texts';

/** The sign-up's confirmation link again (the earlier one stops working), a few times an hour. */
export const resendEmailConfirmation: EndpointHandler<typeof endpoints.resendEmailConfirmation> = async (ctx) => {
  const user = ctx.user();
  const account = await findAccount(ctx.db, user.id);
  if (!account) throw unauthenticated();
  if (account.emailConfirmed) throw conflict(accountRefusals.emailAlreadyConfirmed);
  await enforceRateLimit(ctx, accountLimits.confirmationsPerUser, `user:${user.id}`, accountRefusals.tooManyConfirmations);
  await ctx.db
    .transaction()
    .execute((trx) => sendEmailConfirmation(trx, ctx.deps, { userId: account.id, email: account.email, firstName: account.firstName, now: ctx.now }));
  return { ok: true as const };
};
