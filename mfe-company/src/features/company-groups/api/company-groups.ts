import { useEndpointQuery } from '@school/shared/api';

/** The student groups of a company with teachers, plan and balances (GET /api/server/user_groups/{id}/student_groups). */
export function useCompanyGroups(userGroupId: number) {
  return useEndpointQuery('userGroupStudentGroups', { params: { userGroupId } });
}
