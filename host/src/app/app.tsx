import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { configQuery, reportFullTypesQuery, useSession } from '@school/shared/api';
import { AppProviders } from '@school/shared/app-shell';
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
 * A data router around the route table (`<AppRoutes>` keeps its own `<Routes>`), so that leaving a
 * page with unsaved input can be asked about first.
 */
const router = createBrowserRouter([
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
]);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
