import { type reviewProcedures, reviewTexts } from '@school/shared/review';
import { notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { ownReview } from '../access';
import { deleteCard } from '../repository';

/** Takes a card out of the review, with its history. */
export const removeCard: ProcedureHandler<(typeof reviewProcedures)['review.removeCard']> = async (ctx, { studentId, cardId }) => {
  ownReview(ctx, studentId);
  if (!(await deleteCard(ctx.db, studentId, cardId))) throw notFound(reviewTexts.cardNotFound);
  return { ok: true as const };
};
