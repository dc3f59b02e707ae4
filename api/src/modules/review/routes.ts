import { procedures } from '@school/shared/contracts';
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
      procedureRoute(procedures['review.getQueue'], getQueue),
      procedureRoute(procedures['review.getProgress'], getProgress),
      procedureRoute(procedures['review.getToday'], getToday),
      procedureRoute(procedures['review.getCardKeys'], getCardKeys),
      procedureRoute(procedures['review.addCards'], addCards),
      procedureRoute(procedures['review.submitReviews'], submitReviews),
      procedureRoute(procedures['review.removeCard'], removeCard),
      procedureRoute(procedures['review.getSettings'], getSettings),
      procedureRoute(procedures['review.updateSettings'], updateSettings),
      procedureRoute(procedures['students.getReviewSummary'], getReviewSummary),
    ],
    // The test clock the review counts its days by (answers 404 unless ENABLE_TEST_CLOCK=true).
    rawRoutes: testClockRoutes(),
  };
}
