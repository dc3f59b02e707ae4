import * as v from 'valibot';
import { OkSchema } from '../schemas';
import { procedure } from '../contracts';
import {
  AddReviewCardsInputSchema,
  AddReviewCardsResultSchema,
  RemoveReviewCardInputSchema,
  ReviewCardKeysSchema,
  ReviewProgressSchema,
  ReviewQueueSchema,
  ReviewSettingsInputSchema,
  ReviewSettingsSchema,
  ReviewSummarySchema,
  StudentReviewDayInputSchema,
  StudentReviewInputSchema,
  SubmitReviewsInputSchema,
  SubmitReviewsResultSchema,
} from './schemas';

/**
 * The daily review (learner remote: /lms/review, the «На повторение» buttons; commerce remote: the
 * dashboard's card; teacher remote: the Stats tab's summary). A learner reads and changes only their
 * own cards; a teacher reads only their own students' summary. Days count in the learner's time zone,
 * which the learner's calls carry.
 */
export const reviewProcedures = {
  /** Today's cards: due by the end of the learner's day and the new ones the day's limit allows, with the day's counts. */
  'review.getQueue': procedure({ name: 'review.getQueue', kind: 'query', input: StudentReviewDayInputSchema, output: ReviewQueueSchema }),
  /** The counts and the days practised (84 days), for the page's calendar, streak and chart. */
  'review.getProgress': procedure({ name: 'review.getProgress', kind: 'query', input: StudentReviewDayInputSchema, output: ReviewProgressSchema }),
  /** The dashboard's «На сегодня: N карточек». */
  'review.getToday': procedure({ name: 'review.getToday', kind: 'query', input: StudentReviewDayInputSchema, output: v.object({ today: v.number() }) }),
  /** The keys of the learner's cards ('phrase-328', 'word-12'…), for the «На повторение» buttons. */
  'review.getCardKeys': procedure({ name: 'review.getCardKeys', kind: 'query', input: StudentReviewInputSchema, output: ReviewCardKeysSchema }),
  /** Adds cards (a phrase, a lesson's sentences, dictionary words); cards already there stay as they are. */
  'review.addCards': procedure({ name: 'review.addCards', kind: 'mutation', input: AddReviewCardsInputSchema, output: AddReviewCardsResultSchema }),
  /** Reviews in the order given; a review whose id is stored already counts once and answers the card as it was. */
  'review.submitReviews': procedure({ name: 'review.submitReviews', kind: 'mutation', input: SubmitReviewsInputSchema, output: SubmitReviewsResultSchema }),
  'review.removeCard': procedure({ name: 'review.removeCard', kind: 'mutation', input: RemoveReviewCardInputSchema, output: OkSchema }),
  'review.getSettings': procedure({ name: 'review.getSettings', kind: 'query', input: StudentReviewInputSchema, output: ReviewSettingsSchema }),
  'review.updateSettings': procedure({ name: 'review.updateSettings', kind: 'mutation', input: ReviewSettingsInputSchema, output: ReviewSettingsSchema }),
  /** A student's practice for their teacher's Stats tab: days practised in 30, cards learned, retention, the most failed cards. */
  'students.getReviewSummary': procedure({ name: 'students.getReviewSummary', kind: 'query', input: StudentReviewInputSchema, output: ReviewSummarySchema }),
};
