import type { procedures } from '@school/shared/contracts';
import { canSeeStatsTab } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { viewableStudent } from '../checks';
import { lessonHistory } from '../repository';

export const getStats: ProcedureHandler<(typeof procedures)['students.getStats']> = async (ctx, { studentId }) => {
  const { user } = await viewableStudent(ctx, studentId);
  if (!canSeeStatsTab(user)) throw forbidden();
  return { lessons: await lessonHistory(ctx.db, studentId) };
};
