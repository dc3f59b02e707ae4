import { schoolStudentsExportFileName, schoolStudentsTable } from '@school/shared/domain';
import { SchoolStudentsExportQuerySchema } from '@school/shared/schemas';
import { requestContext } from '../../../http/context';
import { validate } from '../../../http/validate';
import type { RawRoute } from '../../module';
import { fileResponse } from '../export-file';
import { schoolStudentsReport } from '../school-students';

/** GET /api/server/school_reports/students/export?table&format&from&to&tz: one table of the students report. */
export const exportSchoolStudents: RawRoute['handler'] = async (c) => {
  const ctx = requestContext(c);
  ctx.user();
  const query = validate(SchoolStudentsExportQuerySchema, c.req.query());
  const report = await schoolStudentsReport(ctx, query);
  return fileResponse(schoolStudentsTable(report, query.table), query.format, schoolStudentsExportFileName(query, query.table, query.format));
};
