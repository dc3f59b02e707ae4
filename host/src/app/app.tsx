import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { reportFullTypesQuery, useSession } from '@school/shared/api';
import { AppProviders } from '@school/shared/app-shell';
import { UnsavedChangesGuard } from '@school/shared/ui';
import { AppRoutes } from './routes';

/** Lesson formats are prefetched for teachers: they write reports all day. */
function PrefetchForTeachers() {
  const { data: user } = useSession();
  const client = useQueryClient();
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
        <PrefetchForTeachers />
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
