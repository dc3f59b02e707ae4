import type { procedures } from '@school/shared/contracts';
import { backOfficeTexts } from '@school/shared/texts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { backOfficeUser } from '../access';
import { loadStudentSetup } from '../repository';

export const getStudentSetup: ProcedureHandler<(typeof procedures)['admin.students.get']> = async (ctx, { studentId }) => {
  backOfficeUser(ctx);
  const setup = await loadStudentSetup(ctx.db, studentId);
  if (!setup) throw notFound(backOfficeTexts.studentNotFound);
  return setup;
};
