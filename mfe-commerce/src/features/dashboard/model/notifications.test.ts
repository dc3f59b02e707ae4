import { describe, expect, it } from 'vitest';
import { hideNotification, isNotificationHidden, notificationStorageKey, visibleNotifications, type StorageLike } from './notifications';

describe('content-and-commerce §7: notifications', () => {
  const notifications = [
    { id: 1, type: 'onboarding-lesson-card' as const, count: 1 },
    { id: 2, type: 'personal-data-update-request' as const, count: 1 },
  ];
  const memory = (): StorageLike & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  };

  it('hides a closed notification under the prefix plus its id, with type and date', () => {
    const storage = memory();
    hideNotification(storage, 1, new Date('2025-03-01T10:00:00Z'));
    expect(JSON.parse(storage.data.get('dashboard-notification-1')!)).toEqual({ type: 'hidden', date: '2025-03-01T10:00:00.000Z' });
    expect(visibleNotifications(notifications, storage).map((n) => n.id)).toEqual([2]);
    expect(notificationStorageKey(2)).toBe('dashboard-notification-2');
  });

  it('shows notifications stored as shown or stored in a broken form', () => {
    const storage = memory();
    storage.setItem('dashboard-notification-1', JSON.stringify({ type: 'shown', date: '2025-03-01T10:00:00.000Z' }));
    storage.setItem('dashboard-notification-2', '{not json');
    expect(visibleNotifications(notifications, storage).map((n) => n.id)).toEqual([1, 2]);
  });

  it('ignores storage errors silently', () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => hideNotification(refusing, 1, new Date())).not.toThrow();
    expect(isNotificationHidden(refusing, 1)).toBe(false);
    expect(visibleNotifications(notifications, null)).toHaveLength(2);
  });
});
