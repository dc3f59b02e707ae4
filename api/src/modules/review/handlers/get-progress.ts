import { addDays, reviewStreak, startOfLocalDay } from '@school/shared/domain';
import type { reviewProcedures } from '@school/shared/review';
import type { ProcedureHandler } from '../../../http/register';
import { learnerDay, ownReview } from '../access';
import { reviewsPerDay } from '../repository';

/** Days shown by the calendar (twelve weeks); the chart shows the last 30 of them. */
const PROGRESS_DAYS = 84;

/** The day's counts, the streak and reviews per day of the last twelve weeks, in the learner's time zone. */
export const getProgress: ProcedureHandler<(typeof reviewProcedures)['review.getProgress']> = async (ctx, { studentId, timeZone }) => {
  ownReview(ctx, studentId);
  const day = await learnerDay(ctx, studentId, timeZone);
  const first = addDays(day.today, -(PROGRESS_DAYS - 1));
  const rows = await reviewsPerDay(ctx.db, studentId, timeZone, startOfLocalDay(first, timeZone));
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const days = Array.from({ length: PROGRESS_DAYS }, (_, i) => {
    const date = addDays(first, i);
    return byDate.get(date) ?? { date, reviews: 0, again: 0 };
  });
  const practised = new Set(rows.filter((r) => r.reviews > 0).map((r) => r.date));
  return { counts: day.counts, streak: reviewStreak(practised, day.today), days };
};
