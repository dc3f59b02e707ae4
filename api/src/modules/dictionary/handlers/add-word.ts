import type { procedures } from '@school/shared/contracts';
import { dictionaryTexts } from '@school/shared/texts';
import { conflict } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { ownDictionary } from '../access';
import { checkRoom } from '../checks';
import { insertWords } from '../repository';

export const addWord: ProcedureHandler<(typeof procedures)['dictionary.addWord']> = async (ctx, { studentId, ...fields }) => {
  await ownDictionary(ctx, studentId);
  await checkRoom(ctx, studentId, 1);
  const [added] = await insertWords(ctx.db, studentId, [fields], { source: 'my', lessonId: null, now: ctx.now });
  if (!added) throw conflict(dictionaryTexts.duplicate, 'word');
  return added;
};
