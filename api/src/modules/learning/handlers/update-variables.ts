import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { saveUserVariables } from '../repository';

export const updateVariables: ProcedureHandler<(typeof procedures)['users.updateVariables']> = async (ctx, input) => {
  await saveUserVariables(ctx.db, ctx.user().id, input.variables);
  return { ok: true as const };
};
