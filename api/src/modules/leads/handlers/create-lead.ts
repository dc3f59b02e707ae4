import type { endpoints } from '@school/shared/contracts';
import { enforceAnonymousWriteLimits } from '../../../http/rate-limit';
import type { EndpointHandler } from '../../../http/register';
import { LEAD_DUPLICATE_WINDOW_MS, leadLimits } from '../limits';
import { createLeadOnce } from '../repository';
import { leadTexts } from '../texts';

export const createLead: EndpointHandler<typeof endpoints.createLead> = async (ctx, { body }) => {
  await enforceAnonymousWriteLimits(ctx, leadLimits, leadTexts.tooManyRequests);
  await createLeadOnce(ctx.db, body, { now: ctx.now, windowMs: LEAD_DUPLICATE_WINDOW_MS, userId: ctx.viewer?.id ?? null });
  return { ok: true as const };
};
