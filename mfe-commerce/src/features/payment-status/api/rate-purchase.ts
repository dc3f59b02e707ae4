import { useProcedureMutation } from '@school/shared/api';

/** Saves the success popup's rating (1–5) of the latest payment. */
export function useRatePurchase() {
  return useProcedureMutation('payments.rate');
}
