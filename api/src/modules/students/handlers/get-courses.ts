import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { viewableStudent } from '../checks';
import { purchasedCourses } from '../repository';

export const getCourses: ProcedureHandler<(typeof procedures)['students.getCourses']> = async (ctx, { studentId }) => {
  await viewableStudent(ctx, studentId);
  return purchasedCourses(ctx.db, studentId);
};
