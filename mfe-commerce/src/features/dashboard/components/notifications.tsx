import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import type { AppNotification } from '@school/shared/schemas';
import { browserStorage } from '@school/shared/storage';
import { Icon } from '@school/shared/ui';
import { dashboardTexts } from '../texts';
import { hideNotification, visibleNotifications } from '../model/notifications';
import styles from './dashboard.module.css';

const linkOf: Record<AppNotification['type'], string> = {
  'personal-data-request': '/lms/personal-data',
  'personal-data-update-request': '/lms/settings',
  'onboarding-lesson-card': '#my-courses',
  'payments-attention': '/lms/admin/payments',
};

/** The user's notifications; a closed one stays closed in this browser. */
export function DashboardNotifications() {
  const user = useCurrentUser();
  const [storage] = useState(browserStorage);
  const [closed, setClosed] = useState<number[]>([]);
  const shown = visibleNotifications(user.notifications, storage).filter((n) => !closed.includes(n.id));
  if (shown.length === 0) return null;

  const close = (id: number) => {
    hideNotification(storage, id, new Date());
    setClosed((ids) => [...ids, id]);
  };

  return (
    <section aria-label={dashboardTexts.notifications.label}>
      <ul className={styles.notices}>
        {shown.map((notification) => {
          const words = dashboardTexts.notifications[notification.type];
          const to = linkOf[notification.type];
          return (
            <li key={notification.id} className={`sc-panel ${styles.notice}`} data-testid="dashboard-notification" data-type={notification.type}>
              <div className={styles.noticeBody}>
                <h2 className={styles.noticeTitle}>{words.title}</h2>
                <p className={styles.muted}>{words.text}</p>
                {to.startsWith('#') ? <a href={to}>{words.link}</a> : <Link to={to}>{words.link}</Link>}
              </div>
              <button
                type="button"
                className={styles.noticeClose}
                aria-label={`${dashboardTexts.notifications.close}: ${words.title}`}
                onClick={() => close(notification.id)}
              >
                <Icon name="close" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
