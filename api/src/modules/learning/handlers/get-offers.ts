import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { readableStudentId } from '../access';
import { studentOffers } from '../repository';

export const getOffers: ProcedureHandler<(typeof procedures)['students.getOffers']> = async (ctx, input) =>
  studentOffers(ctx.db, await readableStudentId(ctx, input.studentId), ctx.now);
