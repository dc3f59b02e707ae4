import type { procedures } from '@school/shared/contracts';
import { canSeeOwnLessons } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { loadMyLessons } from '../repository';

/** The lessons block of the learner's dashboard: their own next lesson, latest report and lessons left. */
export const getMyLessons: ProcedureHandler<(typeof procedures)['lessons.getMine']> = async (ctx) => {
  const user = ctx.user();
  if (!canSeeOwnLessons(user)) throw forbidden();
  return loadMyLessons(ctx.db, user.id, ctx.now);
};
