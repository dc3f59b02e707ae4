import type { procedures } from '@school/shared/contracts';
import { canSeeLeads } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { listLeads as loadLeads } from '../repository';

export const listLeads: ProcedureHandler<(typeof procedures)['leads.list']> = async (ctx) => {
  if (!canSeeLeads(ctx.user())) throw forbidden();
  return loadLeads(ctx.db);
};
