import type { procedures } from '@school/shared/contracts';
import { canApproveWords } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { studentRefusal, viewableStudent } from '../../students/access';
import { countUnapprovedWords, setWordsApproved } from '../repository';

export const approveWords: ProcedureHandler<(typeof procedures)['students.approveWords']> = async (ctx, { studentId, wordIds, approved }) => {
  const { user, facts } = await viewableStudent(ctx, studentId, studentRefusal);
  if (!canApproveWords(user, facts)) throw forbidden();
  await setWordsApproved(ctx.db, studentId, wordIds, approved);
  return { count: await countUnapprovedWords(ctx.db, studentId) };
};
