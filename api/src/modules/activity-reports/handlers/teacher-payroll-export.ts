import { payrollExportFileName, payrollTable } from '@school/shared/domain';
import { PayrollExportQuerySchema } from '@school/shared/schemas';
import { requestContext } from '../../../http/context';
import { validate } from '../../../http/validate';
import type { RawRoute } from '../../module';
import { fileResponse } from '../export-file';
import { teacherPayroll } from '../payroll';

/** GET /api/server/school_reports/payroll/export?month&tz&format: the payroll sheet as CSV or XLSX. */
export const exportTeacherPayroll: RawRoute['handler'] = async (c) => {
  const ctx = requestContext(c);
  ctx.user();
  const query = validate(PayrollExportQuerySchema, c.req.query());
  const report = await teacherPayroll(ctx, query.month, query.tz);
  return fileResponse(payrollTable(report), query.format, payrollExportFileName(query.month, query.format));
};
