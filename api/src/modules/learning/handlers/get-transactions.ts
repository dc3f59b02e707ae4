import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { readableStudentId } from '../access';
import { studentTransactions } from '../repository';

export const getTransactions: ProcedureHandler<(typeof procedures)['students.getTransactions']> = async (ctx, input) =>
  studentTransactions(ctx.db, await readableStudentId(ctx, input.studentId));
