import { useMutation } from '@tanstack/react-query';
import { downloadEndpoint, endpointDef, useProcedureQuery, type ApiError } from '@school/shared/api';
import type { TaxCertificateInput } from '@school/shared/schemas';

/** «Мои платежи»: the signed-in user's payments, newest first. */
export function usePayments() {
  return useProcedureQuery('payments.list', {}, { staleTime: 30_000 });
}

/** The tax certificate's PDF for the form's year and names. */
export function useTaxCertificate() {
  return useMutation<Blob, ApiError, TaxCertificateInput>({ mutationFn: async (body) => downloadEndpoint(await endpointDef('taxCertificate'), { body }) });
}
