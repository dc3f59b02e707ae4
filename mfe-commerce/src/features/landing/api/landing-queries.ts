import { useEndpointQuery } from '@school/shared/api';

/** Public plans by id (GET /api/public/subscription-plans): the prices the landings show are the real ones. */
export function usePublicPlans(planIds: readonly string[]) {
  return useEndpointQuery('subscriptionPlans', { query: { subscriptionPlanIds: [...planIds] } }, { staleTime: 5 * 60_000 });
}
