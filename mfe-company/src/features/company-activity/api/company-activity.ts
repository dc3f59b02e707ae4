import { useEndpointQuery } from '@school/shared/api';
import type { ReportPeriodQuery } from '@school/shared/schemas';

/** A company's activity report for a period (GET /api/server/user_groups/{id}/activity_report). */
export function useCompanyActivity(userGroupId: number, period: ReportPeriodQuery) {
  return useEndpointQuery('companyActivityReport', { params: { userGroupId }, query: period }, { placeholderData: (previous) => previous });
}
