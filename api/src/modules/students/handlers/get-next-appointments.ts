import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { viewableStudent } from '../checks';
import { nextAppointments } from '../repository';

export const getNextAppointments: ProcedureHandler<(typeof procedures)['students.getNextAppointments']> = async (ctx, { studentId }) => {
  await viewableStudent(ctx, studentId);
  return nextAppointments(ctx.db, studentId, ctx.now);
};
