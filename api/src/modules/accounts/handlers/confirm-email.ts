import type { endpoints } from '@school/shared/contracts';
import { badRequest, conflict } from '../../../http/errors';
import { enforceRateLimit, visitorKey } from '../../../http/rate-limit';
import type { EndpointHandler } from '../../../http/register';
import { accountLimits } from '../limits';
import { changeEmail, confirmEmailOf, userName } from '../repository';
import { useLink } from '../tokens';
import { accountRefusals } from '../texts';

/**
 * A confirmation link: a sign-up's address is confirmed (the learner may pay from now on), or a new
 * address from the settings replaces the old one. Works without a session (the link may be opened on
 * another device).
 */
export const confirmEmail: EndpointHandler<typeof endpoints.confirmEmail> = async (ctx, { body }) => {
  await enforceRateLimit(ctx, accountLimits.linksPerAddress, visitorKey(ctx), accountRefusals.tooManyLinkAttempts);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const used = await useLink(trx, body.token, ['email-confirmation', 'email-change'], ctx.now);
    if ('refusal' in used) return used;
    const { link } = used;
    if (link.purpose === 'email-change' && link.newEmail) {
      if (!(await changeEmail(trx, link.userId, link.newEmail, ctx.now))) return { taken: true as const };
    } else {
      await confirmEmailOf(trx, link.userId, ctx.now);
    }
    return { userId: link.userId };
  });
  if ('refusal' in result) throw badRequest(accountRefusals.link[result.refusal], 'token');
  if ('taken' in result) throw conflict(accountRefusals.emailTakenNow, 'token');
  const person = await userName(ctx.db, result.userId);
  return { ok: true as const, email: person?.email ?? '' };
};
