import {
  CompanyActivityReportSchema,
  CompanyReportParamsSchema,
  PayrollQuerySchema,
  PayrollReportSchema,
  ReportPeriodQuerySchema,
  SchoolStudentsReportSchema,
} from '../schemas';
import { endpoint } from './define';

/**
 * Activity reports: a company's month at a glance for its HR user, the school's payroll and students
 * for staff. Each table of them is also a file: the export routes (CSV and XLSX) are raw routes of
 * the same paths with `/export` (`activityReportExportPaths`), checked the same way as the pages.
 */
export const activityReportEndpoints = {
  companyActivityReport: endpoint({
    method: 'GET',
    path: '/server/user_groups/:userGroupId/activity_report',
    params: CompanyReportParamsSchema,
    query: ReportPeriodQuerySchema,
    response: CompanyActivityReportSchema,
  }),
  teacherPayrollReport: endpoint({
    method: 'GET',
    path: '/server/school_reports/payroll',
    query: PayrollQuerySchema,
    response: PayrollReportSchema,
  }),
  schoolStudentsReport: endpoint({
    method: 'GET',
    path: '/server/school_reports/students',
    query: ReportPeriodQuerySchema,
    response: SchoolStudentsReportSchema,
  }),
};

/** Where each report's files are downloaded (GET, the session's cookie; query as the page's plus `table` and `format`). */
export const activityReportExportPaths = {
  company: (userGroupId: number) => `/api/server/user_groups/${userGroupId}/activity_report/export`,
  payroll: '/api/server/school_reports/payroll/export',
  schoolStudents: '/api/server/school_reports/students/export',
} as const;
