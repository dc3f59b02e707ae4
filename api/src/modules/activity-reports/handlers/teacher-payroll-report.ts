import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { teacherPayroll } from '../payroll';

/** GET /api/server/school_reports/payroll?month&tz: the monthly payroll sheet (admins). */
export const getTeacherPayrollReport: EndpointHandler<typeof endpoints.teacherPayrollReport> = (ctx, { query }) => teacherPayroll(ctx, query.month, query.tz);
