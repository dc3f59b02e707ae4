import { useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { useDemoAccounts, useLogin, useLogout, useSession } from '../api';
import { Button, ErrorScreen, Loader, UnsavedChangesGuard } from '../ui';
import { commonTexts } from '../texts';
import { AppProviders, fetchManifest, registerSchoolRemotes } from '../app-shell';

interface DevShellProps {
  /** The remote's package name, shown in the bar. */
  app: string;
  /** Demo account signed in automatically. */
  defaultEmail: string;
  /** Quick links to the remote's pages. */
  links: { to: string; label: string }[];
  children: ReactNode;
}

const bar: React.CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  padding: '8px 16px',
  background: '#111827',
  color: '#fff',
  fontSize: 14,
};

function SignedIn({ app, defaultEmail, links, children }: DevShellProps) {
  const session = useSession();
  const login = useLogin();
  const logout = useLogout();
  const accounts = useDemoAccounts().data?.accounts.map((a) => a.email) ?? [];

  const { mutate: signIn, isIdle } = login;
  useEffect(() => {
    if (session.data === null && isIdle) signIn({ email: defaultEmail, password: 'demo' });
  }, [session.data, isIdle, signIn, defaultEmail]);

  if (session.isError) return <ErrorScreen message={commonTexts.sessionError} homeHref="/" />;
  if (login.isError) return <ErrorScreen message={`Не удалось войти как ${defaultEmail}. Запущен ли API (pnpm --filter api dev)?`} homeHref="/" />;
  if (!session.data) return <Loader />;

  return (
    <>
      <div style={bar}>
        <strong>{app}</strong>
        <span>
          {session.data.firstName} {session.data.lastName} ({session.data.email})
        </span>
        <label>
          <span className="sc-visually-hidden">Демо-аккаунт</span>
          <select
            value={session.data.email}
            onChange={(e) => logout.mutate(undefined, { onSettled: () => signIn({ email: e.target.value, password: 'demo' }) })}
          >
            {[...new Set([session.data.email, ...accounts])].map((email) => (
              <option key={email}>{email}</option>
            ))}
          </select>
        </label>
        {links.map((l) => (
          <Link key={l.to} to={l.to} style={{ color: '#c7d2fe' }}>
            {l.label}
          </Link>
        ))}
        <Button size="small" variant="grey" onClick={() => window.location.reload()}>
          Обновить
        </Button>
      </div>
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>{children}</main>
    </>
  );
}

/**
 * The minimal shell a remote runs in when its team starts it alone:
 * providers, a router and a signed-in demo session.
 */
export function DevShell(props: DevShellProps) {
  // Other remotes (for components one remote borrows from another) come from the dev servers' manifest.
  const [ready, setReady] = useState(false);
  // A data router, as in the host, so that leaving a page with unsaved input asks first.
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: '*',
        element: (
          <>
            <UnsavedChangesGuard />
            <SignedIn {...props} />
          </>
        ),
      },
    ]),
  );
  useEffect(() => {
    void fetchManifest().then((manifest) => {
      registerSchoolRemotes(manifest);
      setReady(true);
    });
  }, []);
  if (!ready) return <Loader />;
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
