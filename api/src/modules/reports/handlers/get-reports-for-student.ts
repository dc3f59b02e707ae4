import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { viewableStudent } from '../../students/access';
import { presentReportPage } from '../present';
import { listReports } from '../repository';

/** A student's reports for whoever may open the student and is not a teacher (teachers ask students.getReports). */
export const getReportsForStudent: ProcedureHandler<(typeof procedures)['students.getReportsForStudent']> = async (ctx, input) => {
  const [{ user }, page] = await Promise.all([
    viewableStudent(ctx, input.studentId),
    listReports(ctx.db, { studentId: input.studentId, page: input.page, pageSize: input.pageSize, fullTypeId: input.fullTypeId }),
  ]);
  return presentReportPage(page, input, user);
};
