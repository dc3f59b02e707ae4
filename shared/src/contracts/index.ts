import { activityReportEndpoints } from './activity-reports';
import { accountEndpoints } from './accounts';
import { adminProcedures } from './admin';
import { commerceEndpoints, commerceProcedures } from './commerce';
import { companyEndpoints, companyProcedures } from './companies';
import { catalogueEndpoints } from './catalogue';
import { coreEndpoints } from './core';
import { dashboardEndpoints, dashboardProcedures } from './dashboard';
import { dictionaryProcedures } from './dictionary';
import { landingEndpoints, landingProcedures } from './landing';
import { learningEndpoints, learningProcedures } from './learning';
import { lessonProcedures } from './lessons';
import { profileEndpoints, profileProcedures } from './profile';
import { reportEndpoints, reportProcedures } from './reports';
import { studentEndpoints, studentProcedures } from './students';
import { teacherProcedures } from './teachers';

export * from './define';
export * from './graphql';
export { activityReportExportPaths } from './activity-reports';
export { REPORT_VIDEO_FOLDER, reportVideoPath, reportVideoRoute } from './reports';
export { calendarFeedPath, calendarFeedRoute } from './lessons';

/** Every REST call of the school's API. */
export const endpoints = {
  ...coreEndpoints,
  ...profileEndpoints,
  ...catalogueEndpoints,
  ...commerceEndpoints,
  ...studentEndpoints,
  ...reportEndpoints,
  ...companyEndpoints,
  ...learningEndpoints,
  ...dashboardEndpoints,
  ...landingEndpoints,
  ...activityReportEndpoints,
  ...accountEndpoints,
};

/** Every data procedure, by its public name. */
export const procedures = {
  ...profileProcedures,
  ...commerceProcedures,
  ...studentProcedures,
  ...teacherProcedures,
  ...reportProcedures,
  ...companyProcedures,
  ...learningProcedures,
  ...dashboardProcedures,
  ...dictionaryProcedures,
  ...landingProcedures,
  ...adminProcedures,
  ...lessonProcedures,
};

export type Endpoints = typeof endpoints;
export type Procedures = typeof procedures;
export type ProcedureName = keyof Procedures;
export * from './components';
