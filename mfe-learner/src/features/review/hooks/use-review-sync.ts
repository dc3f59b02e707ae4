import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ApiError, callProcedure } from '@school/shared/api';
import { reviewProcedures, type ReviewInput } from '@school/shared/review';
import { browserStorage } from '@school/shared/storage';
import { createReviewQueue, type ReviewQueue, type SendResult } from '../model/offline-queue';

const queues = new Map<number, ReviewQueue>();

/** A failed send is tried again later only when the network or the server failed, not when the review was refused. */
function sendResult(error: unknown): SendResult {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429)
    return { ok: false, retry: false };
  return { ok: false, retry: true };
}

/** The learner's queue of ratings on their way to the server (one per learner and page). */
export function reviewQueueOf(studentId: number, timeZone: string, onSent: () => void): ReviewQueue {
  let queue = queues.get(studentId);
  if (!queue) {
    queue = createReviewQueue({
      studentId,
      storage: browserStorage(),
      send: async (batch: ReviewInput[]) => {
        try {
          await callProcedure(reviewProcedures['review.submitReviews'], { studentId, timeZone, reviews: batch });
          onSent();
          return { ok: true };
        } catch (error) {
          return sendResult(error);
        }
      },
    });
    queues.set(studentId, queue);
  }
  return queue;
}

/**
 * Sends the ratings as they are given, and what waits when the network returns (the browser's
 * 'online' event, and every 20 seconds while something waits). Answers what waits and whether the
 * last try failed for the network.
 */
export function useReviewSync(queue: ReviewQueue) {
  const pending = useSyncExternalStore(
    queue.subscribe,
    () => queue.pending().length,
    () => 0,
  );
  const [offline, setOffline] = useState(false);
  const flush = useMemo(
    () => () => {
      void queue.flush().then((state) => setOffline(state === 'waiting'));
    },
    [queue],
  );
  useEffect(() => {
    flush();
    window.addEventListener('online', flush);
    const timer = window.setInterval(() => {
      if (queue.pending().length > 0) flush();
    }, 20_000);
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [flush, queue]);
  return { pending, offline: offline && pending > 0, flush };
}
