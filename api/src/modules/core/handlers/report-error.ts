import type { endpoints } from '@school/shared/contracts';
import { enforceAnonymousWriteLimits, rateLimits } from '../../../http/rate-limit';
import type { EndpointHandler } from '../../../http/register';
import { insertErrorReport } from '../repository';

/** An error a page ran into, from anyone, within the anonymous-write limits. */
export const reportError: EndpointHandler<typeof endpoints.reportError> = async (ctx, { body }) => {
  await enforceAnonymousWriteLimits(ctx, {
    perSender: rateLimits.errorReportsPerSender,
    visitorsTogether: rateLimits.errorReportsFromVisitors,
  });
  await insertErrorReport(ctx.db, ctx.viewer?.id ?? null, body);
  return { ok: true as const };
};
