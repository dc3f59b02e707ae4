import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { readableStudentId } from '../access';
import { programStatuses } from '../repository';

export const getProgramStatuses: ProcedureHandler<(typeof procedures)['students.getProgramStatuses']> = async (ctx, input) =>
  programStatuses(ctx.db, await readableStudentId(ctx, input.studentId));
