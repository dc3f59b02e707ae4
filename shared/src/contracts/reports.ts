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
  ReportPageSchema,
  ReportSchema,
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
  'reports.createStudentReport': procedure({ name: 'reports.createStudentReport', kind: 'mutation', input: CreateStudentReportInputSchema, output: ReportSchema }),
  'reports.createGroupReport': procedure({ name: 'reports.createGroupReport', kind: 'mutation', input: CreateGroupReportInputSchema, output: ReportSchema }),
  'reports.updateReport': procedure({ name: 'reports.updateReport', kind: 'mutation', input: UpdateReportInputSchema, output: ReportSchema }),
  'reports.updateGroupReport': procedure({ name: 'reports.updateGroupReport', kind: 'mutation', input: UpdateGroupReportInputSchema, output: ReportSchema }),
};
