import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { reportFullTypesQuery, useSession } from '@school/shared/api';
import { AppProviders } from '@school/shared/app-shell';
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

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <PrefetchForTeachers />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
