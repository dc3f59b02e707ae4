import { endpoints, procedures, reportVideoRoute } from '@school/shared/contracts';
import { procedureRoute, route } from '../../http/register';
import { fileRoutes } from '../../storage';
import type { ApiModule } from '../module';
import { createGroupReport } from './handlers/create-group-report';
import { createStudentReport } from './handlers/create-student-report';
import { deleteReport } from './handlers/delete-report';
import { getGroupReports } from './handlers/get-group-reports';
import { getReportGroup, getReportStudent } from './handlers/get-report-student-and-group';
import { getReports } from './handlers/get-reports';
import { getReportsForStudent } from './handlers/get-reports-for-student';
import { plannedTeacherReportRate } from './handlers/planned-teacher-report-rate';
import { reportVideo } from './handlers/report-video';
import { updateGroupReport } from './handlers/update-group-report';
import { updateReport } from './handlers/update-report';
import { videoUploadLink } from './handlers/video-upload-link';

export function reportsModule(): ApiModule {
  return {
    name: 'reports',
    procedures: [
      /*
       * A report list is read together with the facts its access check needs (Promise.all): on PostgreSQL
       * both statements go out at once, one round trip after the session's; the page is answered only
       * when the check passed.
       */
      procedureRoute(procedures['students.getReports'], getReports),
      procedureRoute(procedures['students.getReportsForStudent'], getReportsForStudent),
      procedureRoute(procedures['students.getGroupReports'], getGroupReports),
      procedureRoute(procedures['reports.getStudent'], getReportStudent),
      procedureRoute(procedures['reports.getGroup'], getReportGroup),
      procedureRoute(procedures['reports.createStudentReport'], createStudentReport),
      procedureRoute(procedures['reports.createGroupReport'], createGroupReport),
      procedureRoute(procedures['reports.updateReport'], updateReport),
      procedureRoute(procedures['reports.updateGroupReport'], updateGroupReport),
    ],
    routes: [route(endpoints.deleteReport, deleteReport), route(endpoints.fileUploadLink, videoUploadLink)],
    rawRoutes: [...fileRoutes(), { method: reportVideoRoute.method, path: reportVideoRoute.path, handler: reportVideo }],
    resolvers: { Query: { plannedTeacherReportRate } },
  };
}
