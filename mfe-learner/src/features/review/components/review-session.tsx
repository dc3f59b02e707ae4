import { useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { endOfLocalDay } from '@school/shared/domain';
import type { ReviewQueue as QueueAnswer, ReviewRating } from '@school/shared/review';
import { Button, ButtonLink, ConfirmDialog, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { ListenButton, spokenText } from '../../speech';
import { browserTimeZone, useRemoveCard, useReviewsSent } from '../api/review-queries';
import { reviewQueueOf, useReviewSync } from '../hooks/use-review-sync';
import { intervalText, waitText } from '../model/intervals';
import { randomId } from '../model/random-id';
import { currentCard, laterToday, ratingIntervals, sessionStep, startSession, withPending } from '../model/session';
import styles from './review.module.css';

const t = texts.review;
const RATINGS: ReviewRating[] = [1, 2, 3, 4];

/** The school's time as the page knows it: the browser's clock set by the queue's answer. */
function useSchoolClock(queueNow: string, fetchedAt: number) {
  const offset = useMemo(() => new Date(queueNow).getTime() - fetchedAt, [queueNow, fetchedAt]);
  return () => new Date(Date.now() + offset);
}

/**
 * The review itself: a card's Russian, the learner's English (Enter checks, or shows the answer when
 * nothing is typed), the answer with «Прослушать», four ratings with the interval each gives (1–4 on
 * the keyboard). Ratings are applied at once and sent in order; offline they wait on this device.
 */
export function ReviewSession({ studentId, queue, fetchedAt }: { studentId: number; queue: QueueAnswer; fetchedAt: number }) {
  const timeZone = browserTimeZone();
  const now = useSchoolClock(queue.now, fetchedAt);
  const sent = useReviewsSent();
  const outbox = reviewQueueOf(studentId, timeZone, () => void sent());
  const sync = useReviewSync(outbox);
  const [session, dispatch] = useReducer(sessionStep, undefined, () => {
    const at = now();
    return startSession(withPending(queue.cards, outbox.pending(), endOfLocalDay(at, timeZone)), at);
  });
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveCard(studentId);
  const input = useRef<HTMLInputElement>(null);
  const ratingsRef = useRef<HTMLDivElement>(null);
  const card = currentCard(session);
  const answered = session.phase !== 'answering';

  // A card waiting for its minutes (learning steps) is asked as soon as they pass.
  useEffect(() => {
    if (session.currentId !== null) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', now: now() }), 5_000);
    return () => window.clearInterval(timer);
  });

  // Focus follows the flow: the answer field for a new card, the suggested rating once answered.
  useEffect(() => {
    if (!card) return;
    if (!answered) input.current?.focus({ preventScroll: true });
    else ratingsRef.current?.querySelector<HTMLButtonElement>(`[data-rating="${session.check?.correct ? 3 : 1}"]`)?.focus({ preventScroll: true });
  }, [card?.id, answered, session.check?.correct, card]);

  const rate = (rating: ReviewRating) => {
    if (!card || !answered) return;
    const at = now();
    outbox.add({ id: randomId(), cardId: card.id, rating, reviewedAt: at.toISOString() });
    dispatch({ type: 'rate', rating, now: at, endOfToday: endOfLocalDay(at, timeZone) });
    sync.flush();
  };

  // 1–4 rate once the answer is checked or shown.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!answered || event.altKey || event.ctrlKey || event.metaKey) return;
      const rating = Number(event.key);
      if (rating >= 1 && rating <= 4) {
        event.preventDefault();
        rate(rating as ReviewRating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onInputKey = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || answered) return;
    event.preventDefault();
    dispatch({ type: session.typed.trim() === '' ? 'reveal' : 'check' });
  };

  const status = (
    <>
      {sync.offline && (
        <p className={styles.offline} role="status" data-testid="review-offline">
          {t.offline(sync.pending)}
        </p>
      )}
    </>
  );

  if (!card) {
    const later = laterToday(session.cards, now());
    return (
      <section className={`sc-panel ${styles.session}`} aria-labelledby="review-done" data-testid="review-done">
        {status}
        <h2 id="review-done" className="sc-panel__title">
          {later ? t.waitText(waitText(new Date(later.schedule.due).getTime() - now().getTime())) : t.doneTitle}
        </h2>
        {later ? (
          <Button onClick={() => dispatch({ type: 'ahead', now: now() })}>{t.goAhead}</Button>
        ) : (
          <p>{session.reviewed === 0 && queue.counts.total === 0 ? t.empty : t.doneText(session.reviewed)}</p>
        )}
        {queue.counts.total === 0 && (
          <p className={styles.links}>
            <ButtonLink to="/lms/phrases" variant="secondary">
              {t.toPhrases}
            </ButtonLink>
            <ButtonLink to="/lms/lessons" variant="secondary">
              {t.toLessons}
            </ButtonLink>
            <ButtonLink to="/lms/dictionary" variant="secondary">
              {t.toDictionary}
            </ButtonLink>
          </p>
        )}
      </section>
    );
  }

  const intervals = answered ? ratingIntervals(card.schedule, now()) : null;
  const left = session.cards.filter((c) => new Date(c.schedule.due).getTime() <= now().getTime() || c.schedule.state === 'new').length;
  return (
    <section className={`sc-panel ${styles.session}`} aria-label={t.title} data-testid="review-card" data-card-key={card.key}>
      {status}
      <p className={styles.meta}>
        <span>{t.left(left)}</span>
        <span>
          {t.cardOf(card.source)}
          {card.lessonId ? `, ${t.fromLesson(card.lessonId)}` : ''}
        </span>
      </p>
      <p className={styles.promptLabel}>{t.prompt}</p>
      <p className={styles.prompt} lang="ru" data-testid="review-prompt">
        {card.prompt}
      </p>
      <label className="sc-field__label" htmlFor="review-answer">
        {t.answerLabel}
      </label>
      <input
        ref={input}
        id="review-answer"
        className="sc-input"
        lang="en"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={400}
        placeholder={t.placeholder}
        value={session.typed}
        readOnly={answered}
        aria-describedby="review-verdict review-keys"
        onChange={(e) => dispatch({ type: 'type', text: e.target.value })}
        onKeyDown={onInputKey}
      />
      <p id="review-keys" className={styles.keys}>
        {t.keysHint}
      </p>
      <div
        id="review-verdict"
        role="status"
        aria-live="polite"
        className={styles.verdict}
        data-status={session.phase === 'checked' ? (session.check?.correct ? 'right' : 'wrong') : session.phase}
      >
        {session.phase === 'checked' && <p>{session.check?.correct ? t.right : t.wrong}</p>}
        {answered && session.check && (
          <div className={styles.answer}>
            <span>{t.answerIs}</span>
            <span lang="en" data-testid="review-answer">
              {session.check.alternatives.join(' / ')}
            </span>
            <ListenButton text={spokenText(card.answer)} label={spokenText(card.answer)} compact />
            {session.check.hints.length > 0 && (
              <span className={styles.hint}>
                {t.hint}: <span lang="en">{session.check.hints.join('; ')}</span>
              </span>
            )}
          </div>
        )}
      </div>
      {!answered ? (
        <div className={styles.actions}>
          <Button onClick={() => dispatch({ type: 'check' })} disabled={session.typed.trim() === ''}>
            {t.check}
          </Button>
          <Button variant="secondary" onClick={() => dispatch({ type: 'reveal' })}>
            {t.reveal}
          </Button>
        </div>
      ) : (
        <div ref={ratingsRef} className={styles.ratings} role="group" aria-label={t.rateTitle}>
          {RATINGS.map((rating) => (
            <button
              key={rating}
              type="button"
              className={`sc-button ${styles.rating} ${styles[`rating${rating}`]}`}
              data-rating={rating}
              aria-label={t.rateLabel(t.ratings[rating], intervalText(intervals![rating]), rating)}
              onClick={() => rate(rating)}
            >
              <span className={styles.ratingName}>
                <kbd>{rating}</kbd> {t.ratings[rating]}
              </span>
              <span className={styles.ratingWhen}>{intervalText(intervals![rating])}</span>
            </button>
          ))}
        </div>
      )}
      <Button variant="link" size="small" onClick={() => setRemoving(true)} className={styles.remove}>
        {t.remove}
      </Button>
      {removing && (
        <ConfirmDialog
          title={t.removeTitle}
          text={t.removeText}
          confirmLabel={t.remove}
          danger
          busy={remove.isPending}
          onCancel={() => setRemoving(false)}
          onConfirm={() =>
            remove.mutate(
              { studentId, cardId: card.id },
              {
                onSuccess: () => {
                  setRemoving(false);
                  dispatch({ type: 'remove', cardId: card.id, now: now() });
                  toast.success(t.removed);
                },
                onError: (error) => toast.error(error.message),
              },
            )
          }
        />
      )}
    </section>
  );
}
