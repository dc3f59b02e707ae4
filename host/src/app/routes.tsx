import { Route, Routes } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import { LoginPage, LogoutPage } from '../features/auth';
import { NotFoundPage } from '../features/errors';
import { Layout } from '../features/layout';
import { LegalPage } from '../features/legal';
import { PersonalDataPage, SettingsPage } from '../features/profile';
import { RemotePage, remotePages } from '@school/shared/app-shell';
import type { PageAccess } from '@school/shared/pages';
import { RequireSession } from '../features/session';
import { dashboardModuleFor } from './route-table';

/** The host's guards apply the access each remote declares for its pages. */
function Guarded({ access, children }: { access: PageAccess; children: React.ReactNode }) {
  if (access === 'public') return <>{children}</>;
  return <RequireSession capability={access}>{children}</RequireSession>;
}

function Dashboard() {
  const user = useCurrentUser();
  return <RemotePage id={dashboardModuleFor(user)} />;
}

/** The host's own pages, then every page the remotes publish (learned at runtime from the manifest). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/offer" element={<LegalPage kind="offer" />} />
        <Route path="/privacy" element={<LegalPage kind="privacy" />} />
        <Route
          path="/lms/dashboard"
          element={
            <RequireSession>
              <Dashboard />
            </RequireSession>
          }
        />
        <Route
          path="/lms/personal-data"
          element={
            <RequireSession>
              <PersonalDataPage />
            </RequireSession>
          }
        />
        <Route
          path="/lms/settings"
          element={
            <RequireSession>
              <SettingsPage />
            </RequireSession>
          }
        />
        {remotePages().map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              <Guarded access={page.access}>
                <RemotePage id={page.module} title={page.title} />
              </Guarded>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
