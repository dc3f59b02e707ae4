import { DICTIONARY_LIMITS } from '@school/shared/schemas';
import { dictionaryTexts } from '@school/shared/texts';
import type { RequestContext } from '../../http/context';
import { conflict } from '../../http/errors';
import { countWords } from './repository';

/** Room for `adding` more words in the student's dictionary, or a 409. */
export async function checkRoom(ctx: RequestContext, studentId: number, adding: number): Promise<void> {
  if ((await countWords(ctx.db, studentId)) + adding > DICTIONARY_LIMITS.wordsPerStudent) {
    throw conflict(dictionaryTexts.full(DICTIONARY_LIMITS.wordsPerStudent));
  }
}
