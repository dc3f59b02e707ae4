import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { avatarMenu } from '../model/menus';
import styles from './layout.module.css';

function initials(user: CurrentUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();
}

/** The avatar dropdown: profile settings, teacher items, logout. Escape and outside clicks close it. */
export function AvatarMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // Focus goes back to the avatar button, not to the page's start.
      button.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    wrap.current?.querySelector<HTMLElement>('a')?.focus();
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.avatarWrap} ref={wrap}>
      <button
        type="button"
        ref={button}
        className={styles.avatar}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-testid="avatar-menu"
      >
        <span aria-hidden>{initials(user)}</span>
        <span className="sc-visually-hidden">{texts.nav.account}</span>
      </button>
      {open && (
        <ul id={menuId} className={styles.dropdown}>
          <li className={styles.dropdownName}>
            {user.firstName} {user.lastName}
          </li>
          {avatarMenu(user).map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
