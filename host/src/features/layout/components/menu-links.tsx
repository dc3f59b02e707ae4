import { NavLink } from 'react-router-dom';
import { useProcedureQuery } from '@school/shared/api';
import { CountBadge } from '@school/shared/ui';
import { texts } from '../../../texts';
import type { MenuItem } from '../model/menus';
import styles from './layout.module.css';

function TeacherSearchBadge() {
  const { data } = useProcedureQuery('teachers.newTeacherSearchRequestsCount', {}, { staleTime: 60_000, retry: false });
  return <CountBadge count={data?.count ?? 0} label={texts.nav.newRequests} />;
}

export function MenuLinks({ items, label, className, onNavigate }: { items: MenuItem[]; label: string; className?: string; onNavigate?: () => void }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <NavLink key={`${item.to}-${item.label}`} to={item.to} end={item.end} className={styles.navLink} onClick={onNavigate}>
          {item.label}
          {item.badge === 'teacherSearchRequests' && <TeacherSearchBadge />}
        </NavLink>
      ))}
    </nav>
  );
}
