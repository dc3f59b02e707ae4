import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useProcedureMutation, useProcedureQuery } from '@school/shared/api';

export { useStudentTransactions } from '@school/shared/api';

/** The onboarding's saved state: mainWizard (answered steps) and isShowWizard. */
export function useUserVariables() {
  return useProcedureQuery('users.getVariables', {}, { staleTime: 5 * 60_000, refetchOnWindowFocus: false });
}

/** Saves variables; `reload` refetches them afterwards (closing the wizard reloads the data). */
export function useSaveUserVariables(options: { reload?: boolean } = {}) {
  const client = useQueryClient();
  return useProcedureMutation('users.updateVariables', {
    onSuccess: () => {
      if (options.reload) void client.invalidateQueries({ queryKey: queryKeys.procedure('users.getVariables') });
    },
  });
}
