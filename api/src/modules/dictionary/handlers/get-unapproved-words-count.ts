import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { readableDictionary } from '../access';
import { countUnapprovedWords } from '../repository';

export const getUnapprovedWordsCount: ProcedureHandler<(typeof procedures)['students.getUnapprovedWordsCount']> = async (ctx, { studentId }) => {
  await readableDictionary(ctx, studentId);
  return { count: await countUnapprovedWords(ctx.db, studentId) };
};
