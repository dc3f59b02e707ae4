import type { procedures } from '@school/shared/contracts';
import { dictionaryTexts } from '@school/shared/texts';
import { conflict, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { ownDictionary } from '../access';
import { findWord, updateWord as saveWord } from '../repository';

export const updateWord: ProcedureHandler<(typeof procedures)['dictionary.updateWord']> = async (ctx, { studentId, wordId, ...fields }) => {
  await ownDictionary(ctx, studentId);
  const current = await findWord(ctx.db, studentId, wordId);
  if (!current) throw notFound(dictionaryTexts.wordNotFound);
  // Saving without a change keeps the teacher's mark.
  if (current.word === fields.word && current.translation === fields.translation && current.example === fields.example) return current;
  const updated = await saveWord(ctx.db, studentId, wordId, fields);
  if (updated === 'missing') throw notFound(dictionaryTexts.wordNotFound);
  if (!updated) throw conflict(dictionaryTexts.duplicate, 'word');
  return updated;
};
