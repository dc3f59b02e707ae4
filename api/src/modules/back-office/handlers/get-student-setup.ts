import type { procedures } from '@school/shared/contracts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { backOfficeUser } from '../access';
import { loadStudentSetup } from '../repository';
import { backOfficeRefusals } from '../texts';

export const getStudentSetup: ProcedureHandler<(typeof procedures)['admin.students.get']> = async (ctx, { studentId }) => {
  backOfficeUser(ctx);
  const setup = await loadStudentSetup(ctx.db, studentId);
  if (!setup) throw notFound(backOfficeRefusals.studentNotFound);
  return setup;
};
