import { Outlet, useLocation } from 'react-router-dom';
import { usePageViewTracking, useSession } from '@school/shared/api';
import { showsTeacherSidebar } from '@school/shared/pages';
import { media, useMediaQuery } from '@school/shared/ui';
import { RenderErrorBoundary } from '../../errors';
import { texts } from '../../../texts';
import { EmailConfirmationBanner } from './email-confirmation-banner';
import { Footer } from './footer';
import { useReportTimeZone } from '../hooks/use-report-time-zone';
import { Header } from './header';
import styles from './layout.module.css';
import { TeacherSidebar } from './teacher-sidebar';

/** Header, teacher sidebar, the page, footer. Render errors of a page stay inside the layout. */
export function Layout() {
  const { data: user } = useSession();
  const { pathname } = useLocation();
  usePageViewTracking();
  useReportTimeZone(user);
  // The sidebar is a desktop part: a phone neither downloads nor renders the list it would not show.
  const mobile = useMediaQuery(media.mobile);
  const showSidebar = showsTeacherSidebar(user, pathname, !mobile);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {texts.nav.skipToContent}
      </a>
      <Header user={user ?? null} />
      {user && !user.emailConfirmed && <EmailConfirmationBanner user={user} />}
      <div className={styles.body}>
        <main id="main" className={styles.main} tabIndex={-1}>
          <RenderErrorBoundary resetKey={pathname}>
            <Outlet />
          </RenderErrorBoundary>
        </main>
        {/* After the page in the keyboard's order (the page's own actions come first), on the left on screen. */}
        {showSidebar && user && <TeacherSidebar user={user} />}
      </div>
      <Footer />
    </div>
  );
}
