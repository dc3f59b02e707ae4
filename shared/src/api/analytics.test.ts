import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_BATCH_MAX_EVENTS } from '../schemas';
import { AnalyticsQueue, ANALYTICS_QUEUE_LIMIT, analyticsPath, beaconSend, fetchSend } from './analytics';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('analytics queue', () => {
  it('sends the events in one batch after the delay', () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const queue = new AnalyticsQueue((body) => sent.push(body), 1000);
    queue.push({ type: 'page_view', path: '/lms/dashboard' });
    queue.push({ type: 'click', target: 'dashboard.free-lesson' });
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(sent.map((b) => JSON.parse(b))).toEqual([
      {
        events: [
          { type: 'page_view', path: '/lms/dashboard' },
          { type: 'click', target: 'dashboard.free-lesson' },
        ],
      },
    ]);
  });

  it('sends at once when a batch is full and never more than a batch per body', () => {
    const sent: string[] = [];
    const queue = new AnalyticsQueue((body) => sent.push(body), 60_000);
    for (let i = 0; i < ANALYTICS_BATCH_MAX_EVENTS; i++) queue.push({ type: 'view', target: 'dashboard.reviews' });
    expect(sent).toHaveLength(1);
    expect((JSON.parse(sent[0]!) as { events: unknown[] }).events).toHaveLength(ANALYTICS_BATCH_MAX_EVENTS);
    expect(queue.size).toBe(0);
  });

  it('drops events that do not fit the contract and keeps at most the queue limit', () => {
    const sent: string[] = [];
    const queue = new AnalyticsQueue((body) => sent.push(body), 60_000);
    queue.push({ type: 'click', target: 'Not A Target!' });
    queue.push({ type: 'click', target: 'x', userId: 5 } as never);
    expect(queue.size).toBe(0);
    const failing = new AnalyticsQueue(() => {
      throw new Error('endpoint down');
    }, 60_000);
    for (let i = 0; i < ANALYTICS_QUEUE_LIMIT + 10; i++) failing.push({ type: 'page_view', path: '/' });
    expect(() => failing.flush()).not.toThrow();
    expect(failing.size).toBe(0);
  });
});

describe('analytics path', () => {
  it('keeps no query, hash, record id or free text', () => {
    expect(analyticsPath('/lms/students/125/reports?email=a@b.c#top')).toBe('/lms/students/:id/reports');
    expect(analyticsPath('/lms/lessons/A1-1')).toBe('/lms/lessons/A1-1');
    expect(analyticsPath('/lms/search/%D0%BA%D0%BE%D1%82')).toBe('/lms/search/:text');
    expect(analyticsPath('javascript:alert(1)')).toBeNull();
  });
});

describe('beacon transport', () => {
  it('uses sendBeacon with a text body and falls back to fetch without failing when both fail', async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    beaconSend('{"events":[]}');
    expect(beacon).toHaveBeenCalledWith('/api/public/events', expect.any(Blob));

    const fetchMock = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new Error('blocked');
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(() => beaconSend('{}')).not.toThrow();
    expect(fetchMock).toHaveBeenCalledOnce();
    await Promise.resolve();
  });
});

describe('fetch transport', () => {
  // An answer left unread keeps its request open in the browser for as long as the page lives:
  // whatever waits for the page's network to fall quiet would wait for ever.
  it('reads every answer to its end, the first and the one after a proof of work', async () => {
    const first = new Response('{"errors":[],"challenge":{"token":"abcdefghij","bits":1}}', { status: 429 });
    const second = new Response('{"accepted":1}', { status: 202 });
    const fetchMock = vi.fn().mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    vi.stubGlobal('fetch', fetchMock);
    fetchSend('{"events":[]}');
    await vi.waitFor(() => expect(second.bodyUsed).toBe(true));
    expect(first.bodyUsed).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const accepted = new Response('{"accepted":1}', { status: 202 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(accepted));
    fetchSend('{"events":[]}');
    await vi.waitFor(() => expect(accepted.bodyUsed).toBe(true));
  });

  it('reads the answer of the fetch a refused beacon falls back to', async () => {
    const answer = new Response('{"accepted":1}', { status: 202 });
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer));
    beaconSend('{"events":[]}');
    await vi.waitFor(() => expect(answer.bodyUsed).toBe(true));
  });
});
