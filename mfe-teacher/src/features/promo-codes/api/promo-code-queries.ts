import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useConfig, useEndpointQuery, useProcedureMutation, useProcedureQuery } from '@school/shared/api';
import type { PromoCodeAdmin } from '@school/shared/schemas';

const listKey = queryKeys.procedure('promoCodes.list', {});

/** Admins: every promo code with its paid uses, the newest first. */
export function usePromoCodes() {
  return useProcedureQuery('promoCodes.list', {}, { staleTime: 15_000 });
}

/** The plans a code can name (the school's configuration) and the public ones' packages. */
export function usePromoTargets() {
  const config = useConfig();
  const planIds = (config.data?.subscriptionPlans ?? []).map((p) => p.id).slice(0, 20);
  const options = useEndpointQuery('subscriptionPlans', { query: { subscriptionPlanIds: planIds } }, { staleTime: 5 * 60_000, enabled: planIds.length > 0 });
  return { plans: config.data?.subscriptionPlans ?? [], options };
}

/** The saved code replaces its old version in the list, or comes first when new. */
function withCode(list: PromoCodeAdmin[] | undefined, code: PromoCodeAdmin): PromoCodeAdmin[] | undefined {
  if (!list) return list;
  return list.some((c) => c.id === code.id) ? list.map((c) => (c.id === code.id ? code : c)) : [code, ...list];
}

/** A new code; the list shows it at once. */
export function useCreatePromoCode() {
  const client = useQueryClient();
  return useProcedureMutation('promoCodes.create', {
    onSuccess: (code) => client.setQueryData<PromoCodeAdmin[]>(listKey, (list) => withCode(list, code)),
  });
}

/** New terms of a code, or switching it off or on; the list shows the saved version. */
export function useUpdatePromoCode() {
  const client = useQueryClient();
  return useProcedureMutation('promoCodes.update', {
    onSuccess: (code) => client.setQueryData<PromoCodeAdmin[]>(listKey, (list) => withCode(list, code)),
  });
}
