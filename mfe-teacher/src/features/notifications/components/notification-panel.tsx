import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, Loader, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useMarkAllNotificationsRead, useMarkNotificationsRead, usePanelNotifications } from '../api/notification-queries';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

const t = texts.notifications;

/** The bell's panel: the latest notifications, «отметить все прочитанными» and the link to all of them. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const query = usePanelNotifications();
  const markOne = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const unread = query.data?.unread ?? 0;
  const failed = () => toast.error(t.markFailed);

  return (
    <section className={styles.panel} role="dialog" aria-labelledby="notification-panel-title" data-testid="notification-panel">
      <header className={styles.panelHead}>
        <h2 id="notification-panel-title" className={styles.panelTitle} tabIndex={-1} ref={heading}>
          {t.title}
        </h2>
        {unread > 0 && (
          <Button variant="link" size="small" loading={markAll.isPending} onClick={() => markAll.mutate({}, { onError: failed })}>
            {t.markAll}
          </Button>
        )}
      </header>
      {query.isPending ? (
        <Loader inline />
      ) : query.isError ? (
        <div className={styles.panelState} role="alert">
          <p>{t.loadFailed}</p>
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p className={styles.panelState}>{t.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={t.panelLabel}>
          {query.data.items.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              onOpen={() => {
                if (n.readAt === null) markOne.mutate({ ids: [n.id] });
                onClose();
              }}
              onMarkRead={() => markOne.mutate({ ids: [n.id] }, { onError: failed })}
            />
          ))}
        </ul>
      )}
      <footer className={styles.panelFoot}>
        <Link to="/lms/notifications" onClick={onClose} data-testid="notifications-all-link">
          {t.all}
        </Link>
      </footer>
    </section>
  );
}
