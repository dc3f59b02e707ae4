import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { subscriptionPlans } from '../repository';

export const getSubscriptionPlans: EndpointHandler<typeof endpoints.subscriptionPlans> = async (ctx, { query }) =>
  subscriptionPlans(ctx.db, query.subscriptionPlanIds);
