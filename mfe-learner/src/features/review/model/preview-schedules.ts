import type { ReviewRating, ReviewSchedule } from '@school/shared/review';
import { fromFsrsCard, reviewScheduler, toFsrsCard } from '@school/shared/domain';

/** What each of the four ratings would make of the card now (the intervals on the buttons). */
export function previewSchedules(schedule: ReviewSchedule, at: Date): Record<ReviewRating, ReviewSchedule> {
  const preview = reviewScheduler().repeat(toFsrsCard(schedule), at);
  return {
    1: fromFsrsCard(preview[1].card),
    2: fromFsrsCard(preview[2].card),
    3: fromFsrsCard(preview[3].card),
    4: fromFsrsCard(preview[4].card),
  };
}
