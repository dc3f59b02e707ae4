import { endpoints } from '@school/shared/contracts';
import { route } from '../../http/register';
import type { ApiModule } from '../module';
import { exportCompanyActivity } from './handlers/company-activity-export';
import { getCompanyActivityReport } from './handlers/company-activity-report';
import { exportSchoolStudents } from './handlers/school-students-export';
import { getSchoolStudentsReport } from './handlers/school-students-report';
import { exportTeacherPayroll } from './handlers/teacher-payroll-export';
import { getTeacherPayrollReport } from './handlers/teacher-payroll-report';

/** Activity reports: a company's month for its HR user, the payroll sheet and the students report for staff, each also as files. */
export function activityReportsModule(): ApiModule {
  return {
    name: 'activity-reports',
    routes: [
      route(endpoints.companyActivityReport, getCompanyActivityReport),
      route(endpoints.teacherPayrollReport, getTeacherPayrollReport),
      route(endpoints.schoolStudentsReport, getSchoolStudentsReport),
    ],
    rawRoutes: [
      { method: 'GET', path: '/server/user_groups/:userGroupId/activity_report/export', handler: exportCompanyActivity },
      { method: 'GET', path: '/server/school_reports/payroll/export', handler: exportTeacherPayroll },
      { method: 'GET', path: '/server/school_reports/students/export', handler: exportSchoolStudents },
    ],
  };
}
