import { canEditDictionary } from '@school/shared/permissions';
import { dictionaryTexts } from '@school/shared/texts';
import type { RequestContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { studentRefusal, viewableStudent } from '../students/access';

/** Reading a dictionary: the learner's own, or a student whose page the user may open (404 / 403 otherwise). */
export async function readableDictionary(ctx: RequestContext, studentId: number): Promise<void> {
  if (canEditDictionary(ctx.user(), studentId)) return;
  await viewableStudent(ctx, studentId, studentRefusal);
}

/** Changing words: the learner only. Others get the student page's 404 / 403 first, then 403. */
export async function ownDictionary(ctx: RequestContext, studentId: number): Promise<void> {
  if (canEditDictionary(ctx.user(), studentId)) return;
  await viewableStudent(ctx, studentId, studentRefusal);
  throw forbidden(dictionaryTexts.notOwnDictionary);
}
