import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { companyActivityReport } from '../company-report';

/** GET /api/server/user_groups/{id}/activity_report: the company's «Отчёты» tab. */
export const getCompanyActivityReport: EndpointHandler<typeof endpoints.companyActivityReport> = (ctx, { params, query }) =>
  companyActivityReport(ctx, params.userGroupId, query);
