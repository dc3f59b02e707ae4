import * as v from 'valibot';
import type { AppNotification } from '@school/shared/schemas';
import { readStored, writeStored } from '@school/shared/storage';

/**
 * The dashboard's notifications (spec §3, §4): shown unless the browser stores them as hidden under
 * 'dashboard-notification-' plus the notification's id, as { type: 'shown' | 'hidden', date }.
 * Storage that is missing, full or refused is ignored: the notification simply shows again.
 */
const NOTIFICATION_STORAGE_PREFIX = 'dashboard-notification-';

const NotificationStateSchema = v.object({
  type: v.picklist(['shown', 'hidden']),
  date: v.pipe(v.string(), v.isoTimestamp()),
});
type NotificationState = v.InferOutput<typeof NotificationStateSchema>;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
export function notificationStorageKey(id: number): string {
  return `${NOTIFICATION_STORAGE_PREFIX}${id}`;
}

function readNotificationState(storage: StorageLike | null, id: number): NotificationState | null {
  return readStored(storage, notificationStorageKey(id), NotificationStateSchema);
}

export function isNotificationHidden(storage: StorageLike | null, id: number): boolean {
  return readNotificationState(storage, id)?.type === 'hidden';
}

/** Stores the notification as hidden; a refusing storage is ignored silently. */
export function hideNotification(storage: StorageLike | null, id: number, now: Date): void {
  const state: NotificationState = { type: 'hidden', date: now.toISOString() };
  writeStored(storage, notificationStorageKey(id), state);
}

export function visibleNotifications(notifications: readonly AppNotification[], storage: StorageLike | null): AppNotification[] {
  return notifications.filter((n) => !isNotificationHidden(storage, n.id));
}

/** The onboarding-lesson-card notification puts the pulsar hint on the first course card. */
export function onboardingLessonNotification(notifications: readonly AppNotification[]): AppNotification | null {
  return notifications.find((n) => n.type === 'onboarding-lesson-card') ?? null;
}
