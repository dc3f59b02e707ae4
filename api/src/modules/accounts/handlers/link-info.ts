import type { endpoints } from '@school/shared/contracts';
import { badRequest } from '../../../http/errors';
import { enforceRateLimit, visitorKey } from '../../../http/rate-limit';
import type { EndpointHandler } from '../../../http/register';
import { accountLimits } from '../limits';
import { findAccount } from '../repository';
import { inspectLink } from '../tokens';
import { accountRefusals } from '../texts';

const PURPOSES = ['set-password', 'invitation', 'password-reset', 'email-confirmation', 'email-change'] as const;

/** What a link is for, so its page can greet the person; a link that no longer works says why (400). */
export const linkInfo: EndpointHandler<typeof endpoints.linkInfo> = async (ctx, { body }) => {
  await enforceRateLimit(ctx, accountLimits.linksPerAddress, visitorKey(ctx), accountRefusals.tooManyLinkAttempts);
  const inspected = await inspectLink(ctx.db, body.token, PURPOSES, ctx.now);
  if (!inspected) throw badRequest(accountRefusals.link.unknown, 'token');
  if (inspected.refusal) throw badRequest(accountRefusals.link[inspected.refusal], 'token');
  const account = await findAccount(ctx.db, inspected.link.userId);
  if (!account) throw badRequest(accountRefusals.link.unknown, 'token');
  return { purpose: inspected.link.purpose, email: inspected.link.newEmail ?? account.email, firstName: account.firstName };
};
