import type { endpoints } from '@school/shared/contracts';
import { badRequest } from '../../../http/errors';
import { enforceRateLimit, visitorKey } from '../../../http/rate-limit';
import type { EndpointHandler } from '../../../http/register';
import { hashPassword } from '../../auth/password';
import { accountLimits } from '../limits';
import { setPasswordFromLink } from '../repository';
import { signIn } from '../sign-in';
import { useLink } from '../tokens';
import { accountRefusals } from '../texts';

/**
 * A password set through a one-time link (the first admin's, an invitation, a reset): the link is
 * used up, every session of the person ends, and this browser is signed in.
 */
export const setPassword: EndpointHandler<typeof endpoints.setPassword> = async (ctx, { body }) => {
  await enforceRateLimit(ctx, accountLimits.linksPerAddress, visitorKey(ctx), accountRefusals.tooManyLinkAttempts);
  const passwordHash = await hashPassword(body.password);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const used = await useLink(trx, body.token, ['set-password', 'invitation', 'password-reset'], ctx.now);
    if ('refusal' in used) return used;
    await setPasswordFromLink(trx, used.link.userId, passwordHash, ctx.now);
    return used;
  });
  if ('refusal' in result) throw badRequest(accountRefusals.link[result.refusal], 'token');
  return signIn(ctx, result.link.userId);
};
