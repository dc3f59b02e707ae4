import type { CurrentUser } from '@school/shared/schemas';
import { useScrollActiveIntoView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { RemoteComponent } from '@school/shared/app-shell';
import { TEACHER_SIDEBAR_MODULE } from '@school/shared/pages';
import { teacherMenu } from '../model/menus';
import styles from './layout.module.css';
import { MenuLinks } from './menu-links';

/**
 * The teacher sidebar (320 px, desktop only): the teacher menu and the teacher's students from the
 * teacher remote. It scrolls its active item into view after each navigation.
 */
export function TeacherSidebar({ user }: { user: CurrentUser }) {
  // Waits for the remote list to render before looking for the active item.
  const ref = useScrollActiveIntoView<HTMLElement>(400);
  return (
    <aside ref={ref} className={styles.sidebar} aria-label={texts.nav.teacher} data-testid="teacher-sidebar">
      <h2 className={styles.sidebarTitle}>{texts.nav.teacher}</h2>
      <MenuLinks items={teacherMenu(user)} label={`${texts.nav.teacher} (боковое)`} />
      <RemoteComponent id={TEACHER_SIDEBAR_MODULE} props={{}} />
    </aside>
  );
}
