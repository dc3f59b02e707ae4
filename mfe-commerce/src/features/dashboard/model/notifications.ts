import * as v from 'valibot';
import type { AppNotification } from '@school/shared/schemas';

/**
 * The dashboard's notifications (spec §3, §4): shown unless the browser stores them as hidden under
 * 'dashboard-notification-' plus the notification's id, as { type: 'shown' | 'hidden', date }.
 * Storage that is missing, full or refused is ignored: the notification simply shows again.
 */
export const NOTIFICATION_STORAGE_PREFIX = 'dashboard-notification-';

export const NotificationStateSchema = v.object({
  type: v.picklist(['shown', 'hidden']),
  date: v.pipe(v.string(), v.isoTimestamp()),
});
export type NotificationState = v.InferOutput<typeof NotificationStateSchema>;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function notificationStorageKey(id: number): string {
  return `${NOTIFICATION_STORAGE_PREFIX}${id}`;
}

/** The page's localStorage, or null when the browser refuses it. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readNotificationState(storage: StorageLike | null, id: number): NotificationState | null {
  try {
    const raw = storage?.getItem(notificationStorageKey(id));
    if (!raw) return null;
    const parsed = v.safeParse(NotificationStateSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function isNotificationHidden(storage: StorageLike | null, id: number): boolean {
  return readNotificationState(storage, id)?.type === 'hidden';
}

/** Stores the notification as hidden; a refusing storage is ignored silently. */
export function hideNotification(storage: StorageLike | null, id: number, now: Date): void {
  try {
    const state: NotificationState = { type: 'hidden', date: now.toISOString() };
    storage?.setItem(notificationStorageKey(id), JSON.stringify(state));
  } catch {
    // Storage errors are ignored.
  }
}

export function visibleNotifications(notifications: readonly AppNotification[], storage: StorageLike | null): AppNotification[] {
  return notifications.filter((n) => !isNotificationHidden(storage, n.id));
}

/** The onboarding-lesson-card notification puts the pulsar hint on the first course card. */
export function onboardingLessonNotification(notifications: readonly AppNotification[]): AppNotification | null {
  return notifications.find((n) => n.type === 'onboarding-lesson-card') ?? null;
}
