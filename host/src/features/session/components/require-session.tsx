import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Capability } from '@school/shared/permissions';
import { useSession } from '@school/shared/api';
import { ErrorScreen, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { decideGuard, sessionStatusOf } from '../model/guards';

/** Wraps a page that needs a session and a capability (any, studying_user, teacher, admin). */
export function RequireSession({ capability = 'any', children }: { capability?: Capability; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideGuard({
    status: sessionStatusOf(session),
    user: session.data ?? null,
    path: location.pathname,
    search: location.search,
    capability,
  });
  switch (decision.kind) {
    case 'loading':
      return <Loader />;
    case 'error':
      return <ErrorScreen message={texts.sessionError} homeHref="/" onRetry={() => void session.refetch()} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return <>{children}</>;
  }
}
