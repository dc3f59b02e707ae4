import type { reviewProcedures } from '@school/shared/review';
import type { ProcedureHandler } from '../../../http/register';
import { learnerDay, ownReview } from '../access';

/** «На сегодня: N карточек» of the learner's dashboard. */
export const getToday: ProcedureHandler<(typeof reviewProcedures)['review.getToday']> = async (ctx, { studentId, timeZone }) => {
  ownReview(ctx, studentId);
  const day = await learnerDay(ctx, studentId, timeZone);
  return { today: day.counts.today };
};
