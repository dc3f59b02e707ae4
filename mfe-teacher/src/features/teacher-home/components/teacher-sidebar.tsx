import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useSession } from '@school/shared/api';
import { studentStatusTone } from '@school/shared/domain';
import { scrollActiveIntoView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useTeacherHome } from '../api/home-queries';
import styles from './home.module.css';

/**
 * The teacher's students and groups as links for the host's sidebar. The active one carries
 * aria-current="page", so the host can scroll it into view.
 */
export function TeacherSidebar() {
  const { data: user } = useSession();
  const isTeacher = Boolean(user?.isTeacher);
  const { data } = useTeacherHome(isTeacher);
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  // The host scrolls its sidebar after navigation; the lists may arrive later, so they scroll once shown too.
  const loaded = Boolean(data);
  useEffect(() => {
    const container = ref.current?.closest<HTMLElement>('aside');
    if (!loaded || !container) return;
    return scrollActiveIntoView(container);
  }, [loaded, pathname]);
  if (!isTeacher || !data) return null;
  return (
    <div ref={ref} data-testid="teacher-sidebar-lists">
      <nav className={styles.sidebarSection} aria-label={texts.sidebar.students}>
        <h3 className={styles.sidebarTitle}>{texts.sidebar.students}</h3>
        {data.students.length === 0 ? (
          <p className={styles.muted}>{texts.sidebar.empty}</p>
        ) : (
          <ul className={`sc-list ${styles.sidebarList}`}>
            {data.students.map((s) => (
              <li key={s.id}>
                <NavLink to={`/lms/students/${s.id}`} className={`sc-nav-link ${styles.sidebarLink}`}>
                  <span className={styles.dot} data-tone={studentStatusTone(s.lastStudentStatusId)} aria-hidden />
                  <span>
                    {s.firstName} {s.lastName}
                  </span>
                  {s.lastStudentStatusName && <span className="sc-visually-hidden">, {s.lastStudentStatusName}</span>}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </nav>
      {data.groups.length > 0 && (
        <nav className={styles.sidebarSection} aria-label={texts.sidebar.groups}>
          <h3 className={styles.sidebarTitle}>{texts.sidebar.groups}</h3>
          <ul className={`sc-list ${styles.sidebarList}`}>
            {data.groups.map((g) => (
              <li key={g.id}>
                <NavLink to={`/lms/student-groups/${g.id}`} className={`sc-nav-link ${styles.sidebarLink}`}>
                  {g.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
