import { Route, Routes } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import { LoginPage, LogoutPage } from '../features/auth';
import { NotFoundPage } from '../features/errors';
import { Layout } from '../features/layout';
import { LegalPage } from '../features/legal';
import { PersonalDataPage, SettingsPage } from '../features/profile';
import { RemotePage } from '@school/shared/app-shell';
import { RequireSession } from '../features/session';
import { dashboardModuleFor, remoteRoutes, type Access } from './route-table';

function Guarded({ access, children }: { access: Access; children: React.ReactNode }) {
  if (access === 'public') return <>{children}</>;
  return <RequireSession capability={access}>{children}</RequireSession>;
}

function Dashboard() {
  const user = useCurrentUser();
  return <RemotePage id={dashboardModuleFor(user)} />;
}

/** The host owns the route table; each page comes from the remote that owns it. */
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
        {remoteRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <Guarded access={route.access}>
                <RemotePage id={route.module} />
              </Guarded>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
