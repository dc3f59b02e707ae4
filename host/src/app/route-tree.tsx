import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { configQuery, reportFullTypesQuery, useSession } from '@school/shared/api';
import { UnsavedChangesGuard } from '@school/shared/ui';
import { AppRoutes } from './routes';

/**
 * Asked for while a page's code loads rather than after: the configuration every signed-in page reads
 * (plans, portrait fields: a card that waits for it grows under the reader's eyes), and lesson formats
 * for teachers, who write reports all day.
 */
function Prefetch() {
  const { data: user } = useSession();
  const client = useQueryClient();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) void client.prefetchQuery(configQuery);
  }, [signedIn, client]);
  useEffect(() => {
    if (user?.isTeacher) void client.prefetchQuery(reportFullTypesQuery);
  }, [user?.isTeacher, client]);
  return null;
}

/**
 * The one route of a data router around the route table (`<AppRoutes>` keeps its own `<Routes>`), so
 * that leaving a page with unsaved input can be asked about first. The browser's router and the
 * server's first view render this same tree: the browser takes the server's view over as it is
 * (hydration), which needs the same elements in the same places, down to the ids `useId` gives.
 */
export const routeTree: RouteObject[] = [
  {
    path: '*',
    element: (
      <>
        <Prefetch />
        <UnsavedChangesGuard />
        <AppRoutes />
      </>
    ),
  },
];
