import * as v from 'valibot';
import { ReviewInputSchema, REVIEW_LIMITS, type ReviewInput } from '@school/shared/review';
import { readStored, writeStored } from '@school/shared/storage';

/**
 * Ratings on their way to the server, kept in the browser (localStorage, per learner) until the
 * server has them: given while the network is down, they are sent when it returns, in the order they
 * were given, and each once (the server counts a review id once, so a retry after a lost answer adds
 * nothing). A rating the server refuses for good (4xx: the card was removed, too old) is dropped.
 */
interface QueueStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

export type SendResult = { ok: true } | { ok: false; retry: boolean };

export const reviewQueueKey = (studentId: number) => `school.review-queue:${studentId}`;

const StoredQueueSchema = v.pipe(v.array(ReviewInputSchema), v.maxLength(5000));

export function readQueue(storage: QueueStorage | null | undefined, studentId: number): ReviewInput[] {
  return readStored(storage, reviewQueueKey(studentId), StoredQueueSchema) ?? [];
}

function writeQueue(storage: QueueStorage | null | undefined, studentId: number, queue: readonly ReviewInput[]): void {
  // Refused storage: the ratings still wait in memory for this page.
  writeStored(storage, reviewQueueKey(studentId), queue);
}

/**
 * The queue of one learner. `send` delivers a batch (in order) and tells whether it was accepted,
 * refused for good, or failed for now (the network). Only one flush runs at a time.
 */
export function createReviewQueue(args: { studentId: number; storage: QueueStorage | null | undefined; send: (batch: ReviewInput[]) => Promise<SendResult> }) {
  let memory = readQueue(args.storage, args.studentId);
  let flushing: Promise<'sent' | 'waiting'> | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());

  const save = (queue: ReviewInput[]) => {
    memory = queue;
    writeQueue(args.storage, args.studentId, queue);
    changed();
  };
  const remove = (ids: ReadonlySet<string>) => save(pending().filter((r) => !ids.has(r.id)));

  /** What waits: the stored queue (another tab of the learner may have added to it) and what only this page holds. */
  function pending(): ReviewInput[] {
    const stored = readQueue(args.storage, args.studentId);
    const ids = new Set(stored.map((r) => r.id));
    return [...stored, ...memory.filter((r) => !ids.has(r.id))];
  }

  function add(review: ReviewInput) {
    const queue = pending();
    if (!queue.some((r) => r.id === review.id)) save([...queue, review]);
  }

  async function run(): Promise<'sent' | 'waiting'> {
    for (;;) {
      const queue = pending();
      if (queue.length === 0) return 'sent';
      const batch = queue.slice(0, REVIEW_LIMITS.reviewsPerCall);
      const result = await args.send(batch);
      if (result.ok) {
        remove(new Set(batch.map((r) => r.id)));
        continue;
      }
      if (result.retry) return 'waiting';
      // Refused: find the review refused for good by sending one at a time; drop it, keep the rest in order.
      for (const review of batch) {
        const single = await args.send([review]);
        if (!single.ok && single.retry) return 'waiting';
        remove(new Set([review.id]));
      }
    }
  }

  /** Sends what waits, in order; 'waiting' when the network failed (try again later). */
  function flush(): Promise<'sent' | 'waiting'> {
    flushing ??= run().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    add,
    flush,
    pending,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ReviewQueue = ReturnType<typeof createReviewQueue>;
