import type { endpoints } from '@school/shared/contracts';
import { enforceAnonymousWriteLimits } from '../../../http/rate-limit';
import type { EndpointHandler } from '../../../http/register';
import { ANALYTICS_RATE_LIMITS } from '../limits';
import { insertAnalyticsEvents } from '../repository';

/** A batch from navigator.sendBeacon (a text body), visitors included; the body limit is 8 KB (http/body-limits). */
export const recordAnalyticsEvents: EndpointHandler<typeof endpoints.analyticsEvents> = async (ctx, { body }) => {
  await enforceAnonymousWriteLimits(ctx, ANALYTICS_RATE_LIMITS);
  // The user id comes from the session only; a visitor's events carry none.
  await insertAnalyticsEvents(ctx.db, ctx.viewer?.id ?? null, body.events, ctx.now);
  return { accepted: body.events.length };
};
