import type { procedures } from '@school/shared/contracts';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { viewableStudent } from '../../students/access';
import { presentReportPage } from '../present';
import { listReports } from '../repository';

/** A student's reports for a teacher; everybody else reads them through students.getReportsForStudent. */
export const getReports: ProcedureHandler<(typeof procedures)['students.getReports']> = async (ctx, input) => {
  const user = ctx.user();
  if (!user.isTeacher) throw forbidden();
  const [, page] = await Promise.all([
    viewableStudent(ctx, input.studentId),
    listReports(ctx.db, { studentId: input.studentId, page: input.page, pageSize: input.pageSize, fullTypeId: input.fullTypeId }),
  ]);
  return presentReportPage(page, input, user);
};
