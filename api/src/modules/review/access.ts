import { canUseReview } from '@school/shared/permissions';
import { endOfLocalDay, localDate, newCardsAllowed, startOfLocalDay, addDays } from '@school/shared/domain';
import { reviewTexts, type ReviewCounts } from '@school/shared/review';
import { now } from '../../clock';
import type { RequestContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { cardCounts, introducedSince, settingsWithZone } from './repository';

/** The learner's own cards only: anyone else, whoever it is, is refused alike (403). */
export function ownReview(ctx: RequestContext, studentId: number): void {
  if (!canUseReview(ctx.user(), studentId)) throw forbidden(reviewTexts.notOwnCards);
}

/** The school's time for the review (the clock a test may move: api/src/clock.ts). */
export function reviewNow(ctx: RequestContext): Promise<Date> {
  return now(ctx.deps);
}

/** The learner's day: its bounds in their time zone, the day's limit of new cards and what is left of it. */
export async function learnerDay(ctx: RequestContext, studentId: number, timeZone: string) {
  const at = await reviewNow(ctx);
  const settings = await settingsWithZone(ctx.db, studentId, timeZone);
  const today = localDate(at, timeZone);
  const startOfToday = startOfLocalDay(today, timeZone);
  const endOfToday = endOfLocalDay(at, timeZone);
  const endOfTomorrow = startOfLocalDay(addDays(today, 2), timeZone);
  const endOfWeek = startOfLocalDay(addDays(today, 7), timeZone);
  const introduced = await introducedSince(ctx.db, studentId, startOfToday);
  const counts = await cardCounts(ctx.db, studentId, { endOfToday, endOfTomorrow, endOfWeek });
  const newToday = Math.min(counts.fresh, newCardsAllowed(settings.newPerDay, introduced));
  const dayCounts: ReviewCounts = {
    today: counts.dueToday + newToday,
    newToday,
    dueTomorrow: counts.dueTomorrow,
    dueWeek: counts.dueWeek,
    learned: counts.learned,
    total: counts.total,
  };
  return { at, today, startOfToday, endOfToday, newPerDay: settings.newPerDay, newToday, counts: dayCounts };
}
