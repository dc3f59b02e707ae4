import type { reviewProcedures } from '@school/shared/review';
import { addDays, localDate, startOfLocalDay } from '@school/shared/domain';
import { canSeeReviewSummary } from '@school/shared/permissions';
import { forbidden } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { studentRefusal, viewableStudent } from '../../students/access';
import { reviewNow } from '../access';
import { cardCounts, mostFailed, readSettings, recallSince, reviewsPerDay } from '../repository';

/**
 * A student's practice for the Stats tab of their own teacher (and admins), in the student's time
 * zone: days practised in the last 30, reviews, cards learned, retention, the cards failed most.
 */
export const getReviewSummary: ProcedureHandler<(typeof reviewProcedures)['students.getReviewSummary']> = async (ctx, { studentId }) => {
  const { user, facts } = await viewableStudent(ctx, studentId, studentRefusal);
  if (!canSeeReviewSummary(user, facts)) throw forbidden();
  const at = await reviewNow(ctx);
  const { timeZone } = await readSettings(ctx.db, studentId);
  const today = localDate(at, timeZone);
  const since = startOfLocalDay(addDays(today, -29), timeZone);
  const far = new Date(at.getTime() + 86_400_000);
  const [days, counts, recall, failed] = await Promise.all([
    reviewsPerDay(ctx.db, studentId, timeZone, since),
    cardCounts(ctx.db, studentId, { endOfToday: far, endOfTomorrow: far, endOfWeek: far }),
    recallSince(ctx.db, studentId, since),
    mostFailed(ctx.db, studentId, since, 10),
  ]);
  return {
    daysPracticed30: days.filter((d) => d.reviews > 0).length,
    reviews30: days.reduce((sum, d) => sum + d.reviews, 0),
    cardsLearned: counts.learned,
    totalCards: counts.total,
    retention: recall.reviews > 0 ? recall.remembered / recall.reviews : null,
    mostFailed: failed,
  };
};
