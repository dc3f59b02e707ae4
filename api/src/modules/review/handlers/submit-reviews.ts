import { type reviewProcedures, REVIEW_LIMITS, type ReviewCard, reviewTexts } from '@school/shared/review';
import { rateSchedule } from '@school/shared/domain';
import { badRequest, conflict, notFound } from '../../../http/errors';
import type { ProcedureHandler } from '../../../http/register';
import { ownReview, reviewNow } from '../access';
import { findReview, insertReview, lockCard, readCard, saveSchedule, settingsWithZone } from '../repository';

/** A review may be up to a minute ahead of the school's clock (two clocks never agree exactly). */
const CLOCK_SLACK_MS = 60_000;

/**
 * Reviews in the order sent (the offline queue sends them as they were made). Each is one transaction:
 * the card is locked, the review stored under the browser's id, the card's new schedule saved. A review
 * whose id is stored already (a retry) changes nothing and answers the card as that review left it.
 */
export const submitReviews: ProcedureHandler<(typeof reviewProcedures)['review.submitReviews']> = async (ctx, { studentId, timeZone, reviews }) => {
  ownReview(ctx, studentId);
  const at = await reviewNow(ctx);
  await settingsWithZone(ctx.db, studentId, timeZone);
  for (const [i, review] of reviews.entries()) {
    const time = new Date(review.reviewedAt).getTime();
    if (time > at.getTime() + CLOCK_SLACK_MS) throw badRequest(reviewTexts.reviewInFuture, `reviews[${i}].reviewedAt`);
    if (time < at.getTime() - REVIEW_LIMITS.offlineDays * 86_400_000)
      throw badRequest(reviewTexts.reviewTooOld(REVIEW_LIMITS.offlineDays), `reviews[${i}].reviewedAt`);
  }
  const results: { id: string; duplicate: boolean; card: ReviewCard }[] = [];
  for (const review of reviews) {
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const card = await lockCard(trx, studentId, review.cardId);
      const stored = await findReview(trx, review.id);
      if (stored) {
        if (stored.studentId !== studentId || stored.cardId !== review.cardId) throw conflict(reviewTexts.reviewTaken, 'id');
        return { duplicate: true, card: card ? { ...card, schedule: card.schedule } : null };
      }
      if (!card) throw notFound(reviewTexts.cardNotFound);
      // Reviews of one card never go back in time: an older one (a late retry) counts from the last.
      const lastReview = card.schedule.lastReview ? new Date(card.schedule.lastReview).getTime() : 0;
      const reviewedAt = new Date(Math.max(new Date(review.reviewedAt).getTime(), lastReview));
      const { after, elapsedDays } = rateSchedule(card.schedule, review.rating, reviewedAt);
      await insertReview(trx, { id: review.id, studentId, cardId: card.id, rating: review.rating, reviewedAt, elapsedDays, before: card.schedule, after });
      await saveSchedule(trx, card.id, after);
      return { duplicate: false, card: { ...card, schedule: after } };
    });
    const card = outcome.card ?? (await readCard(ctx.db, studentId, review.cardId));
    if (!card) throw notFound(reviewTexts.cardNotFound);
    results.push({ id: review.id, duplicate: outcome.duplicate, card });
  }
  return { results };
};
