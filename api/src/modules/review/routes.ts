import { reviewProcedures } from '@school/shared/review';
import { testClockRoutes } from '../../clock';
import { procedureRoute } from '../../http/register';
import type { ApiModule } from '../module';
import { addCards } from './handlers/add-cards';
import { getCardKeys } from './handlers/get-card-keys';
import { getProgress } from './handlers/get-progress';
import { getQueue } from './handlers/get-queue';
import { getReviewSummary } from './handlers/get-summary';
import { getToday } from './handlers/get-today';
import { removeCard } from './handlers/remove-card';
import { getSettings, updateSettings } from './handlers/settings';
import { submitReviews } from './handlers/submit-reviews';

/** The daily review (spaced repetition): a learner's cards, reviews and settings, and the teacher's summary. */
export function reviewModule(): ApiModule {
  return {
    name: 'review',
    procedures: [
      procedureRoute(reviewProcedures['review.getQueue'], getQueue),
      procedureRoute(reviewProcedures['review.getProgress'], getProgress),
      procedureRoute(reviewProcedures['review.getToday'], getToday),
      procedureRoute(reviewProcedures['review.getCardKeys'], getCardKeys),
      procedureRoute(reviewProcedures['review.addCards'], addCards),
      procedureRoute(reviewProcedures['review.submitReviews'], submitReviews),
      procedureRoute(reviewProcedures['review.removeCard'], removeCard),
      procedureRoute(reviewProcedures['review.getSettings'], getSettings),
      procedureRoute(reviewProcedures['review.updateSettings'], updateSettings),
      procedureRoute(reviewProcedures['students.getReviewSummary'], getReviewSummary),
    ],
    // The test clock the review counts its days by (answers 404 unless ENABLE_TEST_CLOCK=true).
    rawRoutes: testClockRoutes(),
  };
}
