import * as v from 'valibot';
import {
  CreateGroupReportInputSchema,
  CreateStudentReportInputSchema,
  FileUploadLinkQuerySchema,
  FileUploadLinkSchema,
  GroupReportListInputSchema,
  IdLikeSchema,
  OkSchema,
  ReportListInputSchema,
  ReportGroupInputSchema,
  ReportGroupSchema,
  ReportPageSchema,
  ReportSchema,
  ReportStudentInputSchema,
  ReportStudentSchema,
  UpdateGroupReportInputSchema,
  UpdateReportInputSchema,
} from '../schemas';
import { endpoint, procedure } from './define';

/** Lesson reports, homework and report videos (teacher remote). */
export const reportEndpoints = {
  deleteReport: endpoint({ method: 'DELETE', path: '/server/reports/:id', params: v.object({ id: IdLikeSchema }), response: OkSchema }),
  fileUploadLink: endpoint({ method: 'GET', path: '/server/get_file_upload_link', query: FileUploadLinkQuerySchema, response: FileUploadLinkSchema }),
};

export const reportProcedures = {
  'students.getReports': procedure({ name: 'students.getReports', kind: 'query', input: ReportListInputSchema, output: ReportPageSchema }),
  'students.getReportsForStudent': procedure({
    name: 'students.getReportsForStudent',
    kind: 'query',
    input: ReportListInputSchema,
    output: ReportPageSchema,
  }),
  'students.getGroupReports': procedure({
    name: 'students.getGroupReports',
    kind: 'query',
    input: GroupReportListInputSchema,
    output: ReportPageSchema,
  }),
  /** The student facts the report area needs (format, paid formats, lessons around now, editing). */
  'reports.getStudent': procedure({ name: 'reports.getStudent', kind: 'query', input: ReportStudentInputSchema, output: ReportStudentSchema }),
  /** The group facts the report area needs (students for attendance, teachers, lessons around now). */
  'reports.getGroup': procedure({ name: 'reports.getGroup', kind: 'query', input: ReportGroupInputSchema, output: ReportGroupSchema }),
  'reports.createStudentReport': procedure({
    name: 'reports.createStudentReport',
    kind: 'mutation',
    input: CreateStudentReportInputSchema,
    output: ReportSchema,
  }),
  'reports.createGroupReport': procedure({ name: 'reports.createGroupReport', kind: 'mutation', input: CreateGroupReportInputSchema, output: ReportSchema }),
  'reports.updateReport': procedure({ name: 'reports.updateReport', kind: 'mutation', input: UpdateReportInputSchema, output: ReportSchema }),
  'reports.updateGroupReport': procedure({ name: 'reports.updateGroupReport', kind: 'mutation', input: UpdateGroupReportInputSchema, output: ReportSchema }),
};

/** Storage folder of report videos. */
export const REPORT_VIDEO_FOLDER = 'report-videos';

/**
 * The video of a report (relative to /api): answers a redirect to a short-lived signed address of
 * the file in 'report-videos', which supports range requests. Checked like reading the report.
 */
export const reportVideoRoute = { method: 'GET', path: '/server/reports/:id/video' } as const;
export function reportVideoPath(reportId: number): string {
  return `/server/reports/${reportId}/video`;
}
