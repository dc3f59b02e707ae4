import { createEmptyCard, fsrs, State, type Card, type FSRS, type Grade } from 'ts-fsrs';
import type { ReviewRating, ReviewSchedule, ReviewState } from '../review';

/**
 * The daily review's schedule: FSRS (the Free Spaced Repetition Scheduler of current Anki) from the
 * maintained `ts-fsrs` package, with a target retention of 0.9, its default weights and learning
 * steps (1 and 10 minutes; 10 minutes again after a lapse) and no fuzz, so the interval a button shows
 * is the interval the card gets. Nothing of the algorithm is written here: these functions only carry
 * a card's state between ts-fsrs and the school's names (`ReviewSchedule`), for the server (which
 * keeps the schedule) and the review page (which shows the intervals and goes on offline).
 */

const REVIEW_RETENTION = 0.9;

let scheduler: FSRS | null = null;
/** The one FSRS scheduler of the school (made on first use). */
export function reviewScheduler(): FSRS {
  scheduler ??= fsrs({ request_retention: REVIEW_RETENTION, enable_fuzz: false, enable_short_term: true });
  return scheduler;
}

const STATES: Record<State, ReviewState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const STATE_OF: Record<ReviewState, State> = { new: State.New, learning: State.Learning, review: State.Review, relearning: State.Relearning };

export function fromFsrsCard(card: Card): ReviewSchedule {
  return {
    state: STATES[card.state],
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

export function toFsrsCard(schedule: ReviewSchedule): Card {
  return {
    state: STATE_OF[schedule.state],
    due: new Date(schedule.due),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    last_review: schedule.lastReview ? new Date(schedule.lastReview) : undefined,
  };
}

/** A card never reviewed, due at once. */
export function newSchedule(at: Date): ReviewSchedule {
  return fromFsrsCard(createEmptyCard(at));
}

/** A review: the card's state after the rating at the time given, and the days since its last review. */
export function rateSchedule(schedule: ReviewSchedule, rating: ReviewRating, at: Date): { after: ReviewSchedule; elapsedDays: number } {
  const { card, log } = reviewScheduler().next(toFsrsCard(schedule), at, rating as Grade);
  return { after: fromFsrsCard(card), elapsedDays: log.elapsed_days };
}

/** New cards a day may still bring: the learner's limit less the new cards already reviewed that day. */
export function newCardsAllowed(newPerDay: number, introducedToday: number): number {
  return Math.max(0, newPerDay - introducedToday);
}
