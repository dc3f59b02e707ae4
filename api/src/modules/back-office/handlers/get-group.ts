import type { procedures } from '@school/shared/contracts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { backOfficeUser } from '../access';
import { loadGroupDetails } from '../repository';
import { backOfficeRefusals } from '../texts';

export const getGroup: ProcedureHandler<(typeof procedures)['admin.groups.get']> = async (ctx, { groupId }) => {
  backOfficeUser(ctx);
  const group = await loadGroupDetails(ctx.db, groupId);
  if (!group) throw notFound(backOfficeRefusals.groupNotFound);
  return group;
};
