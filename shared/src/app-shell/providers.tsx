import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient, inlineSession, queryKeys } from '../api';
import { Toaster } from '../ui';

/**
 * The providers every page needs: one query client and the toasts. Apollo is not among them: the
 * pages that use GraphQL mount `GraphqlProvider` from `@school/shared/graphql` themselves.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The server wrote the session into the page: the first render already knows who is signed in.
    const session = typeof document === 'undefined' ? undefined : inlineSession();
    if (session !== undefined) client.setQueryData(queryKeys.session(), session);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
