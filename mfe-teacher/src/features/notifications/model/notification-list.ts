import type { InfiniteData } from '@tanstack/react-query';
import { formatDayMonth, formatZonedTime } from '@school/shared/domain';
import type { NotificationsPage, UserNotification } from '@school/shared/schemas';

/** Notifications shown per slice on the page, and in the bell's panel. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const PANEL_SIZE = 8;

/** The next page to ask for, or undefined when every notification is loaded. */
export function nextNotificationsPage(pages: readonly NotificationsPage[]): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.items.length, 0);
  const last = pages.at(-1);
  if (!last || last.items.length === 0 || loaded >= last.total) return undefined;
  return pages.length + 1;
}

/** The same notifications with these ids (or all, when `ids` is 'all') read at `at`. */
export function markedRead(items: readonly UserNotification[], ids: readonly number[] | 'all', at: string): UserNotification[] {
  return items.map((n) => (n.readAt === null && (ids === 'all' || ids.includes(n.id)) ? { ...n, readAt: at } : n));
}

/** A page of the list with some notifications read; the unread count as the server answered it. */
export function pageMarkedRead(page: NotificationsPage, ids: readonly number[] | 'all', at: string, unread: number): NotificationsPage {
  return { ...page, items: markedRead(page.items, ids, at), unread };
}

export function infiniteMarkedRead(
  data: InfiniteData<NotificationsPage>,
  ids: readonly number[] | 'all',
  at: string,
  unread: number,
): InfiniteData<NotificationsPage> {
  return { ...data, pages: data.pages.map((page) => pageMarkedRead(page, ids, at, unread)) };
}

/** When a notification came, as its reader says it: 'сегодня, 19:05', 'вчера, 9:30', '12 марта, 19:00'. */
export function receivedAt(iso: string, now: Date): string {
  const date = new Date(iso);
  const time = formatZonedTime(date);
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((day(now) - day(date)) / 86_400_000);
  if (days === 0) return `сегодня, ${time}`;
  if (days === 1) return `вчера, ${time}`;
  const sameYear = date.getFullYear() === now.getFullYear();
  const dayMonth = formatDayMonth(date);
  return sameYear ? `${dayMonth}, ${time}` : `${dayMonth} ${date.getFullYear()} г., ${time}`;
}
