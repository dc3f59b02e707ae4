import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { backOfficeUser } from '../access';
import { listPeople as readPage } from '../repository';

export const listPeople: ProcedureHandler<(typeof procedures)['admin.people.list']> = async (ctx, input) => {
  backOfficeUser(ctx);
  return readPage(ctx.db, { ...input, now: ctx.now });
};
