import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useCurrentUser } from '@school/shared/api';
import { LoginPage, LogoutPage } from '../features/auth';
import { NotFoundPage } from '../features/errors';
import { Layout } from '../features/layout';
import { RemotePage, remotePages } from '@school/shared/app-shell';
import { PageSkeleton } from '@school/shared/ui';
import type { PageAccess } from '@school/shared/pages';
import { RequireSession } from '../features/session';
import { dashboardModuleFor } from './route-table';

// The host's own pages load with their route: the first page of the school carries the session, the
// router, the layout and the sign-in form (the first page of every visitor, 1 KB: loading it later
// would cost a visitor a round trip), and a signed-in page never downloads settings or legal texts.
const LegalPage = lazy(() => import('../features/legal').then((m) => ({ default: m.LegalPage })));
const PersonalDataPage = lazy(() => import('../features/profile').then((m) => ({ default: m.PersonalDataPage })));
const SettingsPage = lazy(() => import('../features/profile').then((m) => ({ default: m.SettingsPage })));
// Sign-up and the pages of one-time links: visitors who need them come once.
const SignupPage = lazy(() => import('../features/accounts').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() => import('../features/accounts').then((m) => ({ default: m.ForgotPasswordPage })));
const SetPasswordPage = lazy(() => import('../features/accounts').then((m) => ({ default: m.SetPasswordPage })));
const ConfirmEmailPage = lazy(() => import('../features/accounts').then((m) => ({ default: m.ConfirmEmailPage })));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;
}

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
        <Route
          path="/signup"
          element={
            <Page>
              <SignupPage />
            </Page>
          }
        />
        <Route
          path="/forgot-password"
          element={
            <Page>
              <ForgotPasswordPage />
            </Page>
          }
        />
        <Route
          path="/set-password"
          element={
            <Page>
              <SetPasswordPage />
            </Page>
          }
        />
        <Route
          path="/confirm-email"
          element={
            <Page>
              <ConfirmEmailPage />
            </Page>
          }
        />
        <Route
          path="/offer"
          element={
            <Page>
              <LegalPage kind="offer" />
            </Page>
          }
        />
        <Route
          path="/privacy"
          element={
            <Page>
              <LegalPage kind="privacy" />
            </Page>
          }
        />
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
              <Page>
                <PersonalDataPage />
              </Page>
            </RequireSession>
          }
        />
        <Route
          path="/lms/settings"
          element={
            <RequireSession>
              <Page>
                <SettingsPage />
              </Page>
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
