import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { backOfficeUser } from '../access';
import { listCompanies as readAll } from '../repository';

export const listCompanies: ProcedureHandler<(typeof procedures)['admin.companies.list']> = async (ctx) => {
  backOfficeUser(ctx);
  return readAll(ctx.db);
};
