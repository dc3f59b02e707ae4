import type { procedures } from '@school/shared/contracts';
import { canSeeTeacherSearchRequests } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { countNewTeacherSearchRequests, markTeacherSearchRequestsSeen as markSeen } from '../repository';

export const markTeacherSearchRequestsSeen: ProcedureHandler<(typeof procedures)['teachers.markTeacherSearchRequestsSeen']> = async (ctx, { ids }) => {
  if (!canSeeTeacherSearchRequests(ctx.user())) throw forbidden();
  await markSeen(ctx.db, ids);
  return { count: await countNewTeacherSearchRequests(ctx.db) };
};
