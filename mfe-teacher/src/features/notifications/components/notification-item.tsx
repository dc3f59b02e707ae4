import { Link } from 'react-router-dom';
import type { UserNotification } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { receivedAt } from '../model/notification-list';
import { notificationWording } from '../model/notification-wording';
import styles from './notifications.module.css';

/** One notification: what happened (times in the reader's zone), when it came, a link that opens the thing and marks it read. */
export function NotificationItem({ notification, onOpen, onMarkRead }: { notification: UserNotification; onOpen: () => void; onMarkRead?: () => void }) {
  const { title, text } = notificationWording(notification.event);
  const unread = notification.readAt === null;
  return (
    <li
      className={unread ? `${styles.item} ${styles.unread}` : styles.item}
      data-testid="notification"
      data-kind={notification.event.kind}
      data-unread={unread}
    >
      <Link to={notification.link} className={styles.link} onClick={onOpen}>
        <span className={styles.itemHead}>
          <strong className={styles.itemTitle}>{title}</strong>
          {unread && <span className="sc-visually-hidden">{texts.notifications.unread}</span>}
        </span>
        <span className={styles.itemText}>{text}</span>
        <time className={styles.itemTime} dateTime={notification.createdAt}>
          {receivedAt(notification.createdAt, new Date())}
        </time>
      </Link>
      {unread && onMarkRead && (
        <button
          type="button"
          className={styles.dot}
          onClick={onMarkRead}
          aria-label={`${texts.notifications.markRead}: ${title}`}
          title={texts.notifications.markRead}
        />
      )}
    </li>
  );
}
