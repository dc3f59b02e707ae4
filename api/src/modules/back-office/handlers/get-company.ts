import type { procedures } from '@school/shared/contracts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { backOfficeUser } from '../access';
import { loadCompanyDetails } from '../repository';
import { backOfficeRefusals } from '../texts';

export const getCompany: ProcedureHandler<(typeof procedures)['admin.companies.get']> = async (ctx, { companyId }) => {
  backOfficeUser(ctx);
  const company = await loadCompanyDetails(ctx.db, companyId, ctx.now);
  if (!company) throw notFound(backOfficeRefusals.companyNotFound);
  return company;
};
