import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useEndpointMutation, useEndpointQuery } from '@school/shared/api';

/** The history of a company's group top-ups (staff only). */
export function useTopUps(userGroupId: number) {
  return useEndpointQuery('userGroupTopUps', { params: { userGroupId } });
}

/** Tops a group's balance up; the groups' balances and the history are refreshed. */
export function useTopUpGroup() {
  const client = useQueryClient();
  return useEndpointMutation('topUpStudentGroup', {
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.endpoint('userGroupStudentGroups') }),
        client.invalidateQueries({ queryKey: queryKeys.endpoint('userGroupTopUps') }),
      ]),
  });
}
