import { procedures } from '@school/shared/contracts';
import { canApproveWords, canEditDictionary } from '@school/shared/permissions';
import { DICTIONARY_LIMITS } from '@school/shared/schemas';
import { dictionaryTexts } from '@school/shared/texts';
import type { RequestContext } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { studentRefusal, viewableStudent } from '../students/access';
import { countUnapprovedWords, countWords, deleteWord, findWord, insertWords, listWords, setWordsApproved, updateWord } from './repository';

/** Reading a dictionary: the learner's own, or a student whose page the user may open (404 / 403 otherwise). */
async function readableDictionary(ctx: RequestContext, studentId: number): Promise<void> {
  if (canEditDictionary(ctx.user(), studentId)) return;
  await viewableStudent(ctx, studentId, studentRefusal);
}

/** Changing words: the learner only. Others get the student page's 404 / 403 first, then 403. */
async function ownDictionary(ctx: RequestContext, studentId: number): Promise<void> {
  if (canEditDictionary(ctx.user(), studentId)) return;
  await viewableStudent(ctx, studentId, studentRefusal);
  throw forbidden(dictionaryTexts.notOwnDictionary);
}

/** Room for `adding` more words in the student's dictionary, or a 409. */
async function checkRoom(ctx: RequestContext, studentId: number, adding: number): Promise<void> {
  if ((await countWords(ctx.db, studentId)) + adding > DICTIONARY_LIMITS.wordsPerStudent) {
    throw conflict(dictionaryTexts.full(DICTIONARY_LIMITS.wordsPerStudent));
  }
}

export function dictionaryModule(): ApiModule {
  return {
    name: 'dictionary',
    procedures: [
      procedureRoute(procedures['students.getUnapprovedWordsCount'], async (ctx, { studentId }) => {
        await readableDictionary(ctx, studentId);
        return { count: await countUnapprovedWords(ctx.db, studentId) };
      }),
      procedureRoute(procedures['students.getWords'], async (ctx, { studentId }) => {
        await readableDictionary(ctx, studentId);
        return listWords(ctx.db, studentId);
      }),
      procedureRoute(procedures['students.approveWords'], async (ctx, { studentId, wordIds, approved }) => {
        const { user, facts } = await viewableStudent(ctx, studentId, studentRefusal);
        if (!canApproveWords(user, facts)) throw forbidden();
        await setWordsApproved(ctx.db, studentId, wordIds, approved);
        return { count: await countUnapprovedWords(ctx.db, studentId) };
      }),
      procedureRoute(procedures['dictionary.addWord'], async (ctx, { studentId, ...fields }) => {
        await ownDictionary(ctx, studentId);
        await checkRoom(ctx, studentId, 1);
        const [added] = await insertWords(ctx.db, studentId, [fields], { source: 'my', lessonId: null, now: ctx.now });
        if (!added) throw conflict(dictionaryTexts.duplicate, 'word');
        return added;
      }),
      procedureRoute(procedures['dictionary.updateWord'], async (ctx, { studentId, wordId, ...fields }) => {
        await ownDictionary(ctx, studentId);
        const current = await findWord(ctx.db, studentId, wordId);
        if (!current) throw notFound(dictionaryTexts.wordNotFound);
        // Saving without a change keeps the teacher's mark.
        if (current.word === fields.word && current.translation === fields.translation && current.example === fields.example) return current;
        const updated = await updateWord(ctx.db, studentId, wordId, fields);
        if (updated === 'missing') throw notFound(dictionaryTexts.wordNotFound);
        if (!updated) throw conflict(dictionaryTexts.duplicate, 'word');
        return updated;
      }),
      procedureRoute(procedures['dictionary.deleteWord'], async (ctx, { studentId, wordId }) => {
        await ownDictionary(ctx, studentId);
        if (!(await deleteWord(ctx.db, studentId, wordId))) throw notFound(dictionaryTexts.wordNotFound);
        return { ok: true as const };
      }),
      procedureRoute(procedures['dictionary.addExerciseWords'], async (ctx, { studentId, lessonId, words }) => {
        await ownDictionary(ctx, studentId);
        // One entry per word even when the training sends a word twice.
        const unique = words.filter((w, i) => words.findIndex((other) => other.word.toLowerCase() === w.word.toLowerCase()) === i);
        await checkRoom(ctx, studentId, unique.length);
        return { added: await insertWords(ctx.db, studentId, unique, { source: 'exercises', lessonId, now: ctx.now }) };
      }),
    ],
  };
}
