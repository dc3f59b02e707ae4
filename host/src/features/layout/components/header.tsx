import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { RemoteComponent } from '@school/shared/app-shell';
import { showsNotificationBell } from '@school/shared/permissions';
import type { CurrentUser } from '@school/shared/schemas';
import { ButtonLink, Icon, useFocusTrap } from '@school/shared/ui';
import { texts } from '../../../texts';
import { mainMenu, showsPurchaseActions, teacherMenu } from '../model/menus';
import { AvatarMenu } from './avatar-menu';
import styles from './layout.module.css';
import { MenuLinks } from './menu-links';
import { NotificationBell } from './notification-bell';

function Logo({ to }: { to: string }) {
  return (
    <Link to={to} className={styles.logo} title={texts.logoLabel}>
      <span className={styles.logoMark} aria-hidden>
        En
      </span>
      <span className={styles.logoText}>{texts.schoolName}</span>
    </Link>
  );
}

/** The burger menu of tablets and phones (991 px and below). */
function Drawer({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  // Tab stays inside the open menu; closing it gives focus back to the burger.
  useFocusTrap(panel);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={styles.drawer} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className={styles.drawerPanel} role="dialog" aria-modal="true" aria-label={texts.nav.main} data-testid="menu-drawer">
        <div className={styles.drawerHead}>
          <strong>{texts.schoolName}</strong>
          <button type="button" className={styles.iconButton} aria-label={texts.nav.closeMenu} onClick={onClose} autoFocus>
            <Icon name="close" />
          </button>
        </div>
        {user.isTeacher && (
          <>
            <p className={styles.drawerSection}>{texts.nav.teacher}</p>
            <MenuLinks items={teacherMenu(user)} label={`${texts.nav.teacher} (мобильное)`} onNavigate={onClose} />
          </>
        )}
        <p className={styles.drawerSection}>{texts.nav.main}</p>
        <MenuLinks items={mainMenu(user)} label={`${texts.nav.main} (мобильное)`} onNavigate={onClose} />
        <MenuLinks
          items={[
            { to: '/lms/settings', label: texts.nav.settings },
            { to: '/logout', label: texts.nav.logout },
          ]}
          label={texts.nav.account}
          onNavigate={onClose}
        />
      </div>
    </div>
  );
}

export function Header({ user }: { user: CurrentUser | null }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The search overlay comes from the learner remote, loaded only once the button is pressed.
  const [searchOpen, setSearchOpen] = useState(false);
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  if (!user) {
    return (
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Logo to="/" />
          <span className={styles.spacer} />
          <div className={styles.actions}>
            <ButtonLink to="/introductory-lesson" size="small">
              {texts.freeLesson}
            </ButtonLink>
            <ButtonLink to="/login" size="small" variant="secondary">
              {texts.login.submit}
            </ButtonLink>
          </div>
        </div>
      </header>
    );
  }

  const purchase = showsPurchaseActions(user);
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Logo to="/lms/dashboard" />
        <MenuLinks items={teacherMenu(user)} label={texts.nav.teacher} className={`${styles.desktopOnly} ${styles.teacherNav}`} />
        <MenuLinks items={mainMenu(user)} label={texts.nav.main} className={styles.desktopOnly} />
        <span className={styles.spacer} />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={texts.nav.search}
            title={texts.nav.search}
            aria-haspopup="dialog"
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((open) => !open)}
            data-testid="search-button"
          >
            <Icon name="search" />
          </button>
          {showsNotificationBell(user) && <NotificationBell />}
          {purchase && (
            <>
              <Link to="/lms/referral" className={`${styles.iconButton} ${styles.giftLink}`} aria-label={texts.nav.gift} title={texts.nav.gift}>
                <Icon name="gift" />
              </Link>
              <ButtonLink to="/lms/pay" size="small">
                {texts.nav.buyLessons}
              </ButtonLink>
            </>
          )}
          <span className={styles.desktopOnly}>
            <AvatarMenu user={user} />
          </span>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.burger}`}
            aria-label={texts.nav.openMenu}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            data-testid="burger"
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>
      {drawerOpen && <Drawer user={user} onClose={() => setDrawerOpen(false)} />}
      {searchOpen && (
        <div className={styles.searchLayer}>
          <RemoteComponent id="mfe_learner/SearchOverlay" props={{ onClose: () => setSearchOpen(false) }} />
        </div>
      )}
    </header>
  );
}
