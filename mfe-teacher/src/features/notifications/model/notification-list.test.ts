import { describe, expect, it } from 'vitest';
import type { NotificationsPage, UserNotification } from '@school/shared/schemas';
import { markedRead, nextNotificationsPage, receivedAt } from './notification-list';

const note = (id: number, readAt: string | null = null): UserNotification => ({
  id,
  createdAt: '2026-03-10T06:00:00.000Z',
  readAt,
  link: '/lms/dashboard',
  event: { kind: 'legal-offer' },
});

/** The notification centre's list (issue «Notification centre»: a page with all of them; mark one or all as read). */
describe('notification list', () => {
  it('asks for the next page until every notification is loaded', () => {
    const page = (ids: number[], total: number): NotificationsPage => ({ items: ids.map((id) => note(id)), total, unread: 0 });
    expect(nextNotificationsPage([page([1, 2], 3)])).toBe(2);
    expect(nextNotificationsPage([page([1, 2], 3), page([3], 3)])).toBeUndefined();
    expect(nextNotificationsPage([page([], 0)])).toBeUndefined();
  });

  it('marks the named or all unread notifications read and leaves read ones as they were', () => {
    const items = [note(1), note(2), note(3, '2026-03-01T00:00:00.000Z')];
    expect(markedRead(items, [2], 'now').map((n) => n.readAt)).toEqual([null, 'now', '2026-03-01T00:00:00.000Z']);
    expect(markedRead(items, 'all', 'now').map((n) => n.readAt)).toEqual(['now', 'now', '2026-03-01T00:00:00.000Z']);
  });

  it('says when a notification came in the reader’s words', () => {
    const now = new Date(2026, 2, 12, 20, 0);
    expect(receivedAt(new Date(2026, 2, 12, 19, 5).toISOString(), now)).toBe('сегодня, 19:05');
    expect(receivedAt(new Date(2026, 2, 11, 9, 30).toISOString(), now)).toBe('вчера, 09:30');
    expect(receivedAt(new Date(2026, 2, 1, 9, 30).toISOString(), now)).toBe('1 марта, 09:30');
    expect(receivedAt(new Date(2025, 11, 31, 9, 30).toISOString(), now)).toBe('31 декабря 2025 г., 09:30');
  });
});
