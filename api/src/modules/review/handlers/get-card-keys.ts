import type { reviewProcedures } from '@school/shared/review';
import type { ProcedureHandler } from '../../../http/register';
import { ownReview } from '../access';
import { cardKeys } from '../repository';

/** The keys of the learner's cards, for the «На повторение» buttons of the phrase bank, the lessons and the dictionary. */
export const getCardKeys: ProcedureHandler<(typeof reviewProcedures)['review.getCardKeys']> = async (ctx, { studentId }) => {
  ownReview(ctx, studentId);
  return { keys: await cardKeys(ctx.db, studentId) };
};
