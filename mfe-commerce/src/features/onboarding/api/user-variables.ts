import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useProcedureMutation, useProcedureQuery } from '@school/shared/api';
import type { UserVariable } from '@school/shared/schemas';

export { useStudentTransactions } from '@school/shared/api';

const variablesKey = queryKeys.procedure('users.getVariables', {});

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

/** Saves the chat's answers (mainWizard); the cached variables hold them at once, so the dashboard's decision sees them. */
export function useSaveOnboardingAnswers() {
  const client = useQueryClient();
  return useProcedureMutation('users.updateVariables', {
    onSuccess: (_ok, { variables }) =>
      client.setQueryData<UserVariable[]>(variablesKey, (old) => [...(old ?? []).filter((v) => !variables.some((saved) => saved.key === v.key)), ...variables]),
  });
}
