import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { ownDictionary } from '../access';
import { checkRoom } from '../checks';
import { insertWords } from '../repository';

export const addExerciseWords: ProcedureHandler<(typeof procedures)['dictionary.addExerciseWords']> = async (ctx, { studentId, lessonId, words }) => {
  await ownDictionary(ctx, studentId);
  // One entry per word even when the training sends a word twice.
  const unique = words.filter((w, i) => words.findIndex((other) => other.word.toLowerCase() === w.word.toLowerCase()) === i);
  await checkRoom(ctx, studentId, unique.length);
  return { added: await insertWords(ctx.db, studentId, unique, { source: 'exercises', lessonId, now: ctx.now }) };
};
