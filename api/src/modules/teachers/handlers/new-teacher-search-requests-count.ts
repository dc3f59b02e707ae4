import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { countNewTeacherSearchRequests } from '../repository';

export const newTeacherSearchRequestsCount: ProcedureHandler<(typeof procedures)['teachers.newTeacherSearchRequestsCount']> = async (ctx) => {
  // Only teachers see the counter; for anyone else there is nothing new.
  if (!ctx.user().isTeacher) return { count: 0 };
  return { count: await countNewTeacherSearchRequests(ctx.db) };
};
