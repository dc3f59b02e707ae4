import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import * as v from 'valibot';
import { ANALYTICS_BATCH_MAX_EVENTS, AnalyticsEventSchema, type AnalyticsEvent, type AnalyticsEventType } from '../schemas';
import { challengeOf, PROOF_OF_WORK_HEADER, solveChallenge } from '../domain/proof-of-work';
import { apiUrl } from './config';
import { readToEnd } from './read-to-end';

/**
 * First-party analytics of the page: events wait in a queue and leave in batches, with fetch while
 * the page is open (so a challenge of a busy server is answered with its proof, docs/decisions.md
 * "Limits") and with navigator.sendBeacon when the page is going away. Nothing here may block or
 * break the page: every failure (no beacon, a full queue, the endpoint down, storage refused) is
 * dropped silently, and an event that does not fit the contract is never queued.
 */

/** A batch leaves this long after its first event, or at once when full, or when the page is hidden. */
export const ANALYTICS_FLUSH_DELAY_MS = 4000;
/** At most this many events wait; the oldest are dropped first. */
export const ANALYTICS_QUEUE_LIMIT = 100;

/** Sends one batch; `leaving`: the page is being hidden or closed, so only a beacon gets through. */
export type AnalyticsSend = (body: string, leaving: boolean) => void;

export class AnalyticsQueue {
  private events: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly send: AnalyticsSend,
    private readonly delayMs: number = ANALYTICS_FLUSH_DELAY_MS,
  ) {}

  get size(): number {
    return this.events.length;
  }

  push(event: AnalyticsEvent): void {
    if (!v.is(AnalyticsEventSchema, event)) return;
    if (this.events.length >= ANALYTICS_QUEUE_LIMIT) this.events.shift();
    this.events.push(event);
    if (this.events.length >= ANALYTICS_BATCH_MAX_EVENTS) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.delayMs);
  }

  /** Sends everything waiting, in batches (`leaving`: the page is going away). */
  flush(leaving = false): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.events.length > 0) {
      const batch = this.events.splice(0, ANALYTICS_BATCH_MAX_EVENTS);
      try {
        this.send(JSON.stringify({ events: batch }), leaving);
      } catch {
        // Analytics never fails the page.
      }
    }
  }
}

/**
 * While the page is open: fetch with keepalive and a text body; a 429 with a challenge is answered
 * once with its proof. Any failure is dropped.
 */
export const fetchSend = (body: string): void => {
  const url = apiUrl('public/events');
  const post = (proof: string | null) =>
    fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'include',
      headers: proof ? { 'content-type': 'text/plain;charset=UTF-8', [PROOF_OF_WORK_HEADER]: proof } : { 'content-type': 'text/plain;charset=UTF-8' },
    });
  try {
    if (typeof fetch !== 'function') return beaconSend(body);
    void post(null)
      .then(async (response) => {
        if (response.status !== 429) return readToEnd(response);
        const challenge = challengeOf(await response.json().catch(() => null));
        if (challenge) await readToEnd(await post(await solveChallenge(challenge)));
      })
      .catch(() => undefined);
  } catch {
    // Dropped.
  }
};

/** sendBeacon with a text body (no preflight, survives the page closing); fetch with keepalive otherwise. */
export const beaconSend = (body: string): void => {
  const url = apiUrl('public/events');
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
    }
  } catch {
    // Fall through to fetch.
  }
  try {
    if (typeof fetch !== 'function') return;
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'include',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
      .then(readToEnd)
      .catch(() => undefined);
  } catch {
    // Dropped.
  }
};

/**
 * The path as analytics keeps it: no query or hash (they may hold e-mails or tokens), numeric record
 * ids as ':id', any other segment outside the plain set as ':text'. Null for anything that is not a path.
 */
export function analyticsPath(pathname: string): string | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) return null;
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) => (/^\d+$/.test(segment) ? ':id' : /^[A-Za-z0-9._~-]*$/.test(segment) ? segment : ':text'));
  const clean = `/${segments.join('/')}`.slice(0, 200);
  return clean;
}

let queue: AnalyticsQueue | undefined;
let listening = false;
let visitCountedInMemory = false;
const VISIT_STORAGE_KEY = 'school-analytics-visit';

function pageQueue(): AnalyticsQueue {
  queue ??= new AnalyticsQueue((body, leaving) => (leaving ? beaconSend(body) : fetchSend(body)));
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    const flush = () => queue?.flush(true);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }
  return queue;
}

/** Queues one event of the page; never throws. */
export function trackEvent(type: AnalyticsEventType, target?: string, pathname?: string): void {
  try {
    const where = pathname ?? (typeof window !== 'undefined' ? window.location.pathname : undefined);
    const path = where === undefined ? null : analyticsPath(where);
    pageQueue().push({ type, ...(target ? { target } : {}), ...(path ? { path } : {}) });
  } catch {
    // Analytics never fails the page.
  }
}

export function trackClick(target: string): void {
  trackEvent('click', target);
}

export function trackView(target: string): void {
  trackEvent('view', target);
}

/** True once per browser session (the tab's session storage; the page's memory when storage is refused). */
function startsVisit(): boolean {
  try {
    if (window.sessionStorage.getItem(VISIT_STORAGE_KEY)) return false;
    window.sessionStorage.setItem(VISIT_STORAGE_KEY, '1');
    return true;
  } catch {
    if (visitCountedInMemory) return false;
    visitCountedInMemory = true;
    return true;
  }
}

/** A page view, preceded by a visit when it is the first page of the session. */
export function trackPageView(pathname: string): void {
  try {
    if (startsVisit()) trackEvent('visit', undefined, pathname);
    trackEvent('page_view', undefined, pathname);
  } catch {
    // Analytics never fails the page.
  }
}

/** Counts a page view whenever the route's path changes (the host's layout uses it). */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
