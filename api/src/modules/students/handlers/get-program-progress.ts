import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { viewableStudent } from '../checks';
import { homeworkLessonCodes, programIdOf } from '../repository';

export const getProgramProgress: ProcedureHandler<(typeof procedures)['students.getProgramProgress']> = async (ctx, { studentId }) => {
  await viewableStudent(ctx, studentId);
  const [programId, lessonCodes] = await Promise.all([programIdOf(ctx.db, studentId), homeworkLessonCodes(ctx.db, studentId)]);
  return { programId, lessonCodes };
};
