import type { procedures } from '@school/shared/contracts';
import { dictionaryTexts } from '@school/shared/texts';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { ownDictionary } from '../access';
import { deleteWord as removeWord } from '../repository';

export const deleteWord: ProcedureHandler<(typeof procedures)['dictionary.deleteWord']> = async (ctx, { studentId, wordId }) => {
  await ownDictionary(ctx, studentId);
  if (!(await removeWord(ctx.db, studentId, wordId))) throw notFound(dictionaryTexts.wordNotFound);
  return { ok: true as const };
};
