import { useEndpointQuery } from '@school/shared/api';

/** Every student of a company (GET /api/server/user_groups/{id}/students). */
export function useCompanyStudents(userGroupId: number) {
  return useEndpointQuery('userGroupStudents', { params: { userGroupId } });
}
