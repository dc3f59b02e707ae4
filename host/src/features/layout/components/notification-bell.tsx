import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useProcedureQuery } from '@school/shared/api';
import { RemoteComponent } from '@school/shared/app-shell';
import { CountBadge, PathIcon } from '@school/shared/ui';
import { texts } from '../../../texts';
import styles from './notification-bell.module.css';

const IN_BROWSER = typeof window !== 'undefined';
const BELL = 'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0';

/**
 * The bell of the notification centre: the unread count (asked again every minute and when the tab
 * comes back), and the panel of the latest notifications, which the teacher remote draws when opened.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  // Asked by the browser only: a page's first view (rendered by the server) does not wait for the count.
  const { data } = useProcedureQuery('notifications.getSummary', {}, { staleTime: 30_000, refetchInterval: 60_000, retry: false, enabled: IN_BROWSER });
  const unread = data?.unread ?? 0;
  // Following a notification's link closes the panel.
  if (open && openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.wrap} ref={wrap}>
      <button
        type="button"
        className={styles.bell}
        aria-label={texts.nav.notificationsUnread(unread)}
        title={texts.nav.notifications}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((o) => !o);
        }}
        data-testid="notification-bell"
        data-unread={unread}
      >
        <PathIcon d={BELL} />
        {unread > 0 && (
          <span className={styles.count} aria-hidden>
            <CountBadge count={unread} label={texts.nav.notifications} />
          </span>
        )}
      </button>
      {open && (
        <div className={styles.panel}>
          <RemoteComponent id="mfe_teacher/NotificationPanel" props={{ onClose: () => setOpen(false) }} />
        </div>
      )}
    </div>
  );
}
