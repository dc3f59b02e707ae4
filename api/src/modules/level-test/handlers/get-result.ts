import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { studentRefusal, viewableStudent } from '../../students/access';
import { latestLevelTestResult } from '../repository';

export const getResult: ProcedureHandler<(typeof procedures)['levelTest.getResult']> = async (ctx, { studentId }) => {
  const user = ctx.user();
  const id = studentId === 'me' ? user.id : studentId;
  if (id !== user.id) await viewableStudent(ctx, id, studentRefusal);
  return { result: await latestLevelTestResult(ctx.db, id) };
};
