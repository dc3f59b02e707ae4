import { useState } from 'react';
import { Button, EmptyState, QueryView, Tabs, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useMarkAllNotificationsRead, useMarkNotificationsRead, useNotificationPages } from '../api/notification-queries';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

const t = texts.notifications;

/** /lms/notifications: every notification of the signed-in user, newest first, all or the unread ones. */
export function NotificationsPage() {
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const query = useNotificationPages(filter === 'unread');
  const markOne = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const failed = () => toast.error(t.markFailed);
  const unread = query.data?.pages[0]?.unread ?? 0;

  return (
    <div className={styles.page} data-testid="notifications-page">
      <div className={styles.pageHead}>
        <h1 className="sc-page-title">{t.title}</h1>
        {unread > 0 && (
          <Button variant="secondary" size="small" loading={markAll.isPending} onClick={() => markAll.mutate({}, { onError: failed })}>
            {t.markAll}
          </Button>
        )}
      </div>
      <div className={styles.pageBar}>
        <Tabs
          label={t.filterLabel}
          value={filter}
          onChange={setFilter}
          tabs={[
            { key: 'all', label: t.filterAll },
            { key: 'unread', label: t.filterUnread },
          ]}
        />
        <p className={styles.muted} role="status">
          {query.data ? t.unreadCount(unread) : ''}
        </p>
      </div>
      <QueryView query={query}>
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0) return <EmptyState text={filter === 'unread' ? t.emptyUnread : t.empty} />;
          return (
            <div className="sc-panel sc-panel--compact">
              <ul className={styles.list}>
                {items.map((n) => (
                  <NotificationItem
                    key={n.id}
                    notification={n}
                    onOpen={() => n.readAt === null && markOne.mutate({ ids: [n.id] })}
                    onMarkRead={() => markOne.mutate({ ids: [n.id] }, { onError: failed })}
                  />
                ))}
              </ul>
              {query.hasNextPage && (
                <div className={styles.more}>
                  <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                    {t.showMore}
                  </Button>
                </div>
              )}
            </div>
          );
        }}
      </QueryView>
    </div>
  );
}
