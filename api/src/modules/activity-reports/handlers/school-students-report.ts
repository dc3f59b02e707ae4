import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { schoolStudentsReport } from '../school-students';

/** GET /api/server/school_reports/students?from&to&tz: the school's students (admins, client managers). */
export const getSchoolStudentsReport: EndpointHandler<typeof endpoints.schoolStudentsReport> = (ctx, { query }) => schoolStudentsReport(ctx, query);
