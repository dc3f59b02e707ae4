import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { viewableStudent } from '../../students/checks';
import { listStudentGroupRefs } from '../repository';

/** The groups a student is in: for whoever may open the student's page. */
export const getStudentGroups: ProcedureHandler<(typeof procedures)['lessons.getStudentGroups']> = async (ctx, { studentId }) => {
  await viewableStudent(ctx, studentId);
  return listStudentGroupRefs(ctx.db, studentId);
};
