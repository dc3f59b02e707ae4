import { companyExportFileName, companyReportTable } from '@school/shared/domain';
import { CompanyReportExportQuerySchema, IdLikeSchema } from '@school/shared/schemas';
import { requestContext } from '../../../http/context';
import { validate } from '../../../http/validate';
import type { RawRoute } from '../../module';
import { companyActivityReport } from '../company-report';
import { fileResponse } from '../export-file';

/** GET /api/server/user_groups/{id}/activity_report/export?table&format&from&to&tz: one table of the tab as CSV or XLSX. */
export const exportCompanyActivity: RawRoute['handler'] = async (c) => {
  const ctx = requestContext(c);
  ctx.user();
  const userGroupId = validate(IdLikeSchema, c.req.param('userGroupId'));
  const query = validate(CompanyReportExportQuerySchema, c.req.query());
  const report = await companyActivityReport(ctx, userGroupId, query);
  const table = companyReportTable(report, query.table);
  return fileResponse(table, query.format, companyExportFileName(report.company.name, query, query.table, query.format));
};
