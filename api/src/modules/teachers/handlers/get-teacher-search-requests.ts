import type { procedures } from '@school/shared/contracts';
import { canSeeTeacherSearchRequests } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { listTeacherSearchRequests } from '../repository';

export const getTeacherSearchRequests: ProcedureHandler<(typeof procedures)['teachers.getTeacherSearchRequests']> = async (ctx) => {
  if (!canSeeTeacherSearchRequests(ctx.user())) throw forbidden();
  return listTeacherSearchRequests(ctx.db);
};
