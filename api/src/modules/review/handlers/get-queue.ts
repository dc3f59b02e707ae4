import type { reviewProcedures } from '@school/shared/review';
import type { ProcedureHandler } from '../../../http/register';
import { learnerDay, ownReview } from '../access';
import { queueCards } from '../repository';

/** Today's cards in the learner's time zone: due by the end of the day, then the new ones the day's limit allows. */
export const getQueue: ProcedureHandler<(typeof reviewProcedures)['review.getQueue']> = async (ctx, { studentId, timeZone }) => {
  ownReview(ctx, studentId);
  const day = await learnerDay(ctx, studentId, timeZone);
  const cards = await queueCards(ctx.db, studentId, { endOfToday: day.endOfToday, newAllowed: day.newToday });
  return { now: day.at.toISOString(), newPerDay: day.newPerDay, cards, counts: day.counts };
};
