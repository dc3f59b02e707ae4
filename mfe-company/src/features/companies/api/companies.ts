import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useEndpointMutation, useEndpointQuery, useProcedureQuery } from '@school/shared/api';
import type { UserGroup } from '@school/shared/schemas';

/** The companies the user may see (all for staff, their own for HR). */
export function useCompanies() {
  return useEndpointQuery('userGroups', {}, { staleTime: 60_000 });
}

/** A company with its counts and whether the user sees it as HR (the server decides). */
export function useCompanyDetails(userGroupId: number) {
  return useProcedureQuery('userGroups.getUserGroup', { userGroupId }, { retry: (count, error) => error.status >= 500 && count < 2 });
}

/** Adds a company; the list is refreshed with it. */
export function useCreateCompany(options: { onSuccess?: (company: UserGroup) => void } = {}) {
  const client = useQueryClient();
  return useEndpointMutation('createUserGroup', {
    onSuccess: async (company) => {
      await client.invalidateQueries({ queryKey: queryKeys.endpoint('userGroups') });
      options.onSuccess?.(company);
    },
  });
}
