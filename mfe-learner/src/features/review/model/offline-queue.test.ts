import { describe, expect, it } from 'vitest';
import type { ReviewInput } from '@school/shared/review';
import { createReviewQueue, readQueue, reviewQueueKey, type SendResult } from './offline-queue';

/** The offline queue of ratings (docs/decisions.md, «Daily review»): kept, sent in order when the network returns, never twice. */
function storage() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

const review = (n: number): ReviewInput => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  cardId: n,
  rating: 3,
  reviewedAt: `2026-11-25T10:${String(n).padStart(2, '0')}:00.000Z`,
});

/** A server that is down until told otherwise; it records what reached it, and counts each id once. */
function fakeServer() {
  const received: string[] = [];
  const counted = new Set<string>();
  let online = false;
  let refuse = new Set<number>();
  return {
    received,
    counted,
    setOnline: (value: boolean) => (online = value),
    refuseCard: (cardId: number) => (refuse = new Set([...refuse, cardId])),
    send: async (batch: ReviewInput[]): Promise<SendResult> => {
      await Promise.resolve();
      if (!online) return { ok: false, retry: true };
      if (batch.some((r) => refuse.has(r.cardId))) return { ok: false, retry: false };
      for (const r of batch) {
        received.push(r.id);
        counted.add(r.id);
      }
      return { ok: true };
    },
  };
}

describe('the offline queue of ratings', () => {
  it('keeps ratings given offline and sends them in order when the network returns', async () => {
    const store = storage();
    const server = fakeServer();
    const queue = createReviewQueue({ studentId: 9, storage: store, send: server.send });
    queue.add(review(1));
    queue.add(review(2));
    expect(await queue.flush()).toBe('waiting');
    queue.add(review(3));
    expect(queue.pending().map((r) => r.cardId)).toEqual([1, 2, 3]);
    expect(readQueue(store, 9)).toHaveLength(3);

    server.setOnline(true);
    expect(await queue.flush()).toBe('sent');
    expect(server.received).toEqual([review(1).id, review(2).id, review(3).id]);
    expect(queue.pending()).toEqual([]);
    expect(store.map.get(reviewQueueKey(9))).toBe('[]');
  });

  it('survives a reload: a new page sends what the last one kept', async () => {
    const store = storage();
    const server = fakeServer();
    createReviewQueue({ studentId: 9, storage: store, send: server.send }).add(review(4));
    server.setOnline(true);
    const reopened = createReviewQueue({ studentId: 9, storage: store, send: server.send });
    expect(reopened.pending().map((r) => r.cardId)).toEqual([4]);
    await reopened.flush();
    expect(server.received).toEqual([review(4).id]);
  });

  it('adds a rating once, and a retry after a lost answer counts once on the server', async () => {
    const store = storage();
    const server = fakeServer();
    server.setOnline(true);
    let lose = true;
    const queue = createReviewQueue({
      studentId: 9,
      storage: store,
      // The first answer is lost on the way back: the server counted the review, the page does not know it.
      send: async (batch) => {
        const result = await server.send(batch);
        if (lose) {
          lose = false;
          return { ok: false, retry: true };
        }
        return result;
      },
    });
    queue.add(review(5));
    queue.add(review(5));
    expect(queue.pending()).toHaveLength(1);
    expect(await queue.flush()).toBe('waiting');
    expect(await queue.flush()).toBe('sent');
    expect(server.received).toEqual([review(5).id, review(5).id]);
    expect(server.counted.size).toBe(1);
  });

  it('drops a rating the server refuses for good and sends the others in order', async () => {
    const server = fakeServer();
    server.setOnline(true);
    server.refuseCard(7);
    const queue = createReviewQueue({ studentId: 9, storage: storage(), send: server.send });
    [6, 7, 8].forEach((n) => queue.add(review(n)));
    expect(await queue.flush()).toBe('sent');
    expect(server.received).toEqual([review(6).id, review(8).id]);
    expect(queue.pending()).toEqual([]);
  });

  it('runs one flush at a time, and keeps working when storage is refused', async () => {
    const server = fakeServer();
    server.setOnline(true);
    const refused = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    const queue = createReviewQueue({ studentId: 9, storage: refused, send: server.send });
    queue.add(review(9));
    const [a, b] = [queue.flush(), queue.flush()];
    expect(a).toBe(b);
    await a;
    expect(server.received).toEqual([review(9).id]);
  });

  it('ignores a stored queue that is not one', () => {
    const store = storage();
    store.map.set(reviewQueueKey(9), '{"not":"a queue"}');
    expect(readQueue(store, 9)).toEqual([]);
    store.map.set(reviewQueueKey(9), 'broken');
    expect(readQueue(store, 9)).toEqual([]);
  });
});
