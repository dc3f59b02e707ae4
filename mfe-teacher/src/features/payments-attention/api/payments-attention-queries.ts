import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useProcedureMutation, useProcedureQuery, useRefreshSession } from '@school/shared/api';

/** Admins: the payments needing attention and the latest resolved ones. */
export function usePaymentsAttention() {
  return useProcedureQuery('payments.listAttention', {}, { staleTime: 15_000 });
}

/** Credit or note a refund; the answer is the new list, and the session's notification count follows. */
export function useResolvePayment() {
  const client = useQueryClient();
  const refreshSession = useRefreshSession();
  return useProcedureMutation('payments.resolveAttention', {
    onSuccess: (list) => {
      client.setQueryData(queryKeys.procedure('payments.listAttention', {}), list);
      void refreshSession();
    },
  });
}
