import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { readableDictionary } from '../access';
import { listWords } from '../repository';

export const getWords: ProcedureHandler<(typeof procedures)['students.getWords']> = async (ctx, { studentId }) => {
  await readableDictionary(ctx, studentId);
  return listWords(ctx.db, studentId);
};
