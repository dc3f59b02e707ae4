import { useEndpointQuery, useProcedureMutation, useProcedureQuery } from '@school/shared/api';

export { useStudentTransactions } from '@school/shared/api';

/** The plans of the purchase page, sorted by order (GET /api/public/subscription-plans). */
export function useSubscriptionPlans(planIds: string[]) {
  return useEndpointQuery('subscriptionPlans', { query: { subscriptionPlanIds: planIds } }, { staleTime: 5 * 60_000, enabled: planIds.length > 0 });
}

/** The signed-in learner's offers; the first with a title and a description is the registration offer. */
export function useOffers() {
  return useProcedureQuery('students.getOffers', { studentId: 'me' }, { staleTime: 60_000 });
}

/** The payment trigger: the server creates an order and answers the provider's page to go to. */
export function useCreatePaymentMutation() {
  return useProcedureMutation('payments.create');
}

/**
 * What a promo code gives the learner (promoCodes.check): the options it lowers and how; an ApiError with the
 * reason when it gives nothing. Not retried: a refusal is an answer.
 */
export function usePromoCodeCheck(code: string | null) {
  return useProcedureQuery('promoCodes.check', { code: code ?? '' }, { enabled: code !== null, retry: false, staleTime: 60_000 });
}
