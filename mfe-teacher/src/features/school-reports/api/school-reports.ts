import { useEndpointQuery } from '@school/shared/api';
import type { ReportPeriodQuery } from '@school/shared/schemas';

/** The payroll sheet of a month (admins). */
export function usePayroll(month: string, tz: string) {
  return useEndpointQuery('teacherPayrollReport', { query: { month, tz } }, { placeholderData: (previous) => previous });
}

/** The school's students report for a period (admins, client managers). */
export function useSchoolStudents(period: ReportPeriodQuery) {
  return useEndpointQuery('schoolStudentsReport', { query: period }, { placeholderData: (previous) => previous });
}
