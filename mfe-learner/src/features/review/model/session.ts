import { rateSchedule } from '@school/shared/domain';
import type { ReviewCard, ReviewRating, ReviewSchedule } from '@school/shared/review';
import { checkTypedAnswer, type AnswerCheck } from '../../answers';
import { previewSchedules } from './preview-schedules';

/**
 * A review session, one card at a time (plain functions, tested without React): the Russian is shown,
 * the learner types the English and checks it (the school's one answer checker) or reveals it, then
 * rates it. A rating is applied here at once with the same FSRS glue the server uses, so the session
 * goes on offline; the card stays in the session while it is due again today (Снова, learning steps).
 */
type Phase = 'answering' | 'checked' | 'revealed';

interface Session {
  cards: ReviewCard[];
  /** The card being asked, or null when nothing is due right now. */
  currentId: number | null;
  phase: Phase;
  typed: string;
  check: AnswerCheck | null;
  /** Ratings given in this session. */
  reviewed: number;
  /** Cards asked ahead of time once nothing was due (the learner chose to go on). */
  ahead: boolean;
}

const dueAt = (card: ReviewCard) => new Date(card.schedule.due).getTime();
const isNew = (card: ReviewCard) => card.schedule.state === 'new';

/**
 * The next card: a due card in learning or review, soonest first; then a new card, in the order they
 * were added; nothing when neither is due (a learning card may come later today).
 */
function nextCard(cards: readonly ReviewCard[], now: Date, ahead = false): ReviewCard | null {
  const due = cards.filter((c) => !isNew(c) && dueAt(c) <= now.getTime()).sort((a, b) => dueAt(a) - dueAt(b));
  if (due[0]) return due[0];
  const fresh = cards.find(isNew);
  if (fresh) return fresh;
  if (!ahead) return null;
  return [...cards].sort((a, b) => dueAt(a) - dueAt(b))[0] ?? null;
}

/** The soonest card due later today, when nothing is due now. */
export function laterToday(cards: readonly ReviewCard[], now: Date): ReviewCard | null {
  return [...cards].filter((c) => dueAt(c) > now.getTime()).sort((a, b) => dueAt(a) - dueAt(b))[0] ?? null;
}

export function startSession(cards: readonly ReviewCard[], now: Date): Session {
  const list = [...cards];
  return { cards: list, currentId: nextCard(list, now)?.id ?? null, phase: 'answering', typed: '', check: null, reviewed: 0, ahead: false };
}

export function currentCard(session: Session): ReviewCard | null {
  return session.cards.find((c) => c.id === session.currentId) ?? null;
}

type SessionAction =
  | { type: 'type'; text: string }
  | { type: 'check' }
  | { type: 'reveal' }
  | { type: 'rate'; rating: ReviewRating; now: Date; endOfToday: Date }
  | { type: 'tick'; now: Date }
  | { type: 'ahead'; now: Date }
  | { type: 'remove'; cardId: number; now: Date }
  | { type: 'replace'; cards: readonly ReviewCard[]; now: Date };

export function sessionStep(session: Session, action: SessionAction): Session {
  const card = currentCard(session);
  switch (action.type) {
    case 'type':
      return session.phase === 'answering' ? { ...session, typed: action.text } : session;
    case 'check':
      if (!card || session.phase !== 'answering' || session.typed.trim() === '') return session;
      return { ...session, phase: 'checked', check: checkTypedAnswer(card.answer, session.typed) };
    case 'reveal':
      if (!card || session.phase !== 'answering') return session;
      return { ...session, phase: 'revealed', check: { ...checkTypedAnswer(card.answer, session.typed), correct: false } };
    case 'rate': {
      if (!card || session.phase === 'answering') return session;
      const { after } = rateSchedule(card.schedule, action.rating, action.now);
      const stays = new Date(after.due).getTime() < action.endOfToday.getTime();
      const cards = stays ? session.cards.map((c) => (c.id === card.id ? { ...c, schedule: after } : c)) : session.cards.filter((c) => c.id !== card.id);
      const next = nextCard(cards, action.now, session.ahead);
      return { ...session, cards, currentId: next?.id ?? null, phase: 'answering', typed: '', check: null, reviewed: session.reviewed + 1 };
    }
    case 'tick':
      // Nothing asked: a learning card whose minutes have passed is asked now.
      if (session.currentId !== null) return session;
      return { ...session, currentId: nextCard(session.cards, action.now, session.ahead)?.id ?? null };
    case 'ahead':
      return { ...session, ahead: true, currentId: session.currentId ?? nextCard(session.cards, action.now, true)?.id ?? null };
    case 'remove': {
      const cards = session.cards.filter((c) => c.id !== action.cardId);
      if (session.currentId !== action.cardId) return { ...session, cards };
      return { ...session, cards, currentId: nextCard(cards, action.now, session.ahead)?.id ?? null, phase: 'answering', typed: '', check: null };
    }
    case 'replace':
      return { ...startSession(action.cards, action.now), reviewed: session.reviewed };
  }
}

/** What each rating would do to the card now: the milliseconds until it is due again. */
export function ratingIntervals(schedule: ReviewSchedule, now: Date): Record<ReviewRating, number> {
  const preview = previewSchedules(schedule, now);
  const ms = (r: ReviewRating) => Math.max(0, new Date(preview[r].due).getTime() - now.getTime());
  return { 1: ms(1), 2: ms(2), 3: ms(3), 4: ms(4) };
}

/**
 * Reviews not yet accepted by the server, applied to the cards the server sent (a page opened again
 * offline, or before the queue was sent): the session starts where the learner left off.
 */
export function withPending(
  cards: readonly ReviewCard[],
  pending: readonly { cardId: number; rating: ReviewRating; reviewedAt: string }[],
  endOfToday: Date,
): ReviewCard[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  for (const review of pending) {
    const card = byId.get(review.cardId);
    if (!card) continue;
    // A review the server already counted left the card reviewed after it: nothing to apply.
    if (card.schedule.lastReview && new Date(card.schedule.lastReview).getTime() >= new Date(review.reviewedAt).getTime()) continue;
    byId.set(card.id, { ...card, schedule: rateSchedule(card.schedule, review.rating, new Date(review.reviewedAt)).after });
  }
  return [...byId.values()].filter((c) => new Date(c.schedule.due).getTime() < endOfToday.getTime());
}
