import * as v from 'valibot';
import {
  boundedArray,
  boundedInt,
  cleanText,
  DateTimeSchema,
  IdSchema,
  isKnownTimeZone,
  isoDateTime,
  LessonCodeSchema,
  NullableDateTimeSchema,
} from '../schemas';
import { reviewTexts } from './texts';

/** Limits of the daily review (the API and the pages check the same numbers). */
export const REVIEW_LIMITS = {
  prompt: 300,
  answer: 400,
  /** Cards one call may add (a lesson's training has fewer). */
  cardsPerAdd: 200,
  /** Reviews one call may send (the offline queue sends in batches of this). */
  reviewsPerCall: 100,
  /** Cards one queue answer holds. */
  queue: 200,
  newPerDayMax: 200,
  defaultNewPerDay: 20,
  /** The cards a learner may keep. */
  cardsPerStudent: 10_000,
  /** How far back a review made offline may be sent. */
  offlineDays: 30,
} as const;

const TimeZoneSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check<string, string>((zone) => isKnownTimeZone(zone), reviewTexts.badTimeZone),
);

const ReviewSourceSchema = v.picklist(['word', 'phrase', 'sentence', 'drill']);
/** A card's source, once per learner: 'word-12', 'phrase-328', 'sentence-77', 'drill-376-3'. */
const ReviewCardKeySchema = v.pipe(v.string(), v.maxLength(40), v.regex(/^(word|phrase|sentence|drill)-\d{1,10}(-\d{1,3})?$/));
const ReviewRatingSchema = v.picklist([1, 2, 3, 4]);
const ReviewStateSchema = v.picklist(['new', 'learning', 'review', 'relearning']);

/** The FSRS state of a card (ts-fsrs's card, in the school's names). */
const ReviewScheduleSchema = v.object({
  state: ReviewStateSchema,
  due: DateTimeSchema,
  stability: v.number(),
  difficulty: v.number(),
  elapsedDays: v.number(),
  scheduledDays: v.number(),
  learningSteps: v.number(),
  reps: v.number(),
  lapses: v.number(),
  lastReview: NullableDateTimeSchema,
});

const ReviewCardSchema = v.object({
  id: IdSchema,
  key: v.string(),
  source: ReviewSourceSchema,
  /** The Russian shown. */
  prompt: v.string(),
  /** The English key: alternatives with '/', hints in brackets (the school's answer checker reads it). */
  answer: v.string(),
  lessonId: v.nullable(v.string()),
  schedule: ReviewScheduleSchema,
});

const CardText = (max: number) => v.pipe(v.string(), v.maxLength(max, reviewTexts.tooLong(max)), cleanText(false), v.trim(), v.nonEmpty(reviewTexts.empty));

const AddReviewCardSchema = v.variant('source', [
  v.strictObject({ source: v.literal('word'), wordId: IdSchema }),
  v.strictObject({
    source: v.picklist(['phrase', 'sentence', 'drill']),
    key: ReviewCardKeySchema,
    prompt: CardText(REVIEW_LIMITS.prompt),
    answer: CardText(REVIEW_LIMITS.answer),
    lessonId: v.nullable(LessonCodeSchema),
  }),
]);

export const StudentReviewInputSchema = v.strictObject({ studentId: IdSchema });
export const StudentReviewDayInputSchema = v.strictObject({ studentId: IdSchema, timeZone: TimeZoneSchema });
export const AddReviewCardsInputSchema = v.strictObject({
  studentId: IdSchema,
  cards: boundedArray(AddReviewCardSchema, REVIEW_LIMITS.cardsPerAdd, 1),
});
export const AddReviewCardsResultSchema = v.object({ added: v.number(), keys: v.array(v.string()) });
export const ReviewCardKeysSchema = v.object({ keys: v.array(v.string()) });

const UuidSchema = v.pipe(v.string(), v.uuid());
export const ReviewInputSchema = v.strictObject({
  /** Made by the browser: a review sent twice is the same review. */
  id: UuidSchema,
  cardId: IdSchema,
  rating: ReviewRatingSchema,
  /** When the learner rated, on the school's clock as the page knows it; not in the future, at most 30 days ago. */
  reviewedAt: isoDateTime(),
});
export const SubmitReviewsInputSchema = v.strictObject({
  studentId: IdSchema,
  timeZone: TimeZoneSchema,
  reviews: boundedArray(ReviewInputSchema, REVIEW_LIMITS.reviewsPerCall, 1),
});
export const SubmitReviewsResultSchema = v.object({
  results: v.array(v.object({ id: v.string(), duplicate: v.boolean(), card: ReviewCardSchema })),
});

/** Counts of the learner's day, in their time zone. */
const ReviewCountsSchema = v.object({
  /** Cards to review today: due by the end of the day, and the new cards today's limit still allows. */
  today: v.number(),
  /** New cards today's limit still allows (part of `today`). */
  newToday: v.number(),
  /** Cards due by the end of tomorrow, not counting new ones. */
  dueTomorrow: v.number(),
  /** Cards due within the next seven days, not counting new ones. */
  dueWeek: v.number(),
  /** Cards learned: in review (graduated from learning). */
  learned: v.number(),
  total: v.number(),
});

export const ReviewQueueSchema = v.object({
  /** The school's time when the queue was made (the page keeps its clock to it). */
  now: DateTimeSchema,
  newPerDay: v.number(),
  /** Due today (by the end of the learner's day) and the new cards allowed, soonest first. */
  cards: v.array(ReviewCardSchema),
  counts: ReviewCountsSchema,
});

const ReviewDaySchema = v.object({ date: v.string(), reviews: v.number(), again: v.number() });
export const ReviewProgressSchema = v.object({
  counts: ReviewCountsSchema,
  /** Days in a row with reviews, today or yesterday the last. */
  streak: v.number(),
  /** The last 84 days, oldest first, in the learner's time zone. */
  days: v.array(ReviewDaySchema),
});

export const ReviewSettingsInputSchema = v.strictObject({
  studentId: IdSchema,
  newPerDay: boundedInt(0, REVIEW_LIMITS.newPerDayMax, reviewTexts.newPerDayRange(REVIEW_LIMITS.newPerDayMax)),
});
export const ReviewSettingsSchema = v.object({ newPerDay: v.number() });
export const RemoveReviewCardInputSchema = v.strictObject({ studentId: IdSchema, cardId: IdSchema });

/** What a student's teacher sees on the Stats tab. */
export const ReviewSummarySchema = v.object({
  daysPracticed30: v.number(),
  reviews30: v.number(),
  cardsLearned: v.number(),
  totalCards: v.number(),
  /** Share of reviews of learned cards (not learning ones) answered Трудно, Хорошо or Легко over 30 days; null without any. */
  retention: v.nullable(v.number()),
  /** The cards the student fails most: Снова in the last 30 days. */
  mostFailed: v.array(v.object({ prompt: v.string(), answer: v.string(), fails: v.number() })),
});

export type ReviewSource = v.InferOutput<typeof ReviewSourceSchema>;
export type ReviewRating = v.InferOutput<typeof ReviewRatingSchema>;
export type ReviewState = v.InferOutput<typeof ReviewStateSchema>;
export type ReviewSchedule = v.InferOutput<typeof ReviewScheduleSchema>;
export type ReviewCard = v.InferOutput<typeof ReviewCardSchema>;
export type AddReviewCard = v.InferOutput<typeof AddReviewCardSchema>;
export type ReviewInput = v.InferOutput<typeof ReviewInputSchema>;
export type ReviewCounts = v.InferOutput<typeof ReviewCountsSchema>;
export type ReviewQueue = v.InferOutput<typeof ReviewQueueSchema>;
export type ReviewProgress = v.InferOutput<typeof ReviewProgressSchema>;
export type ReviewDay = v.InferOutput<typeof ReviewDaySchema>;
export type ReviewSummary = v.InferOutput<typeof ReviewSummarySchema>;
