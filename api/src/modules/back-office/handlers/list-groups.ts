import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { backOfficeUser } from '../access';
import { listGroups as readPage } from '../repository';

export const listGroups: ProcedureHandler<(typeof procedures)['admin.groups.list']> = async (ctx, input) => {
  backOfficeUser(ctx);
  return readPage(ctx.db, input);
};
