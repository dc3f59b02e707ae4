import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient, hydrateInlineQueryState, inlineSession, queryKeys } from '../api';
import { Toaster } from '../ui';

/**
 * The providers every page needs: one query client and the toasts. Apollo is not among them: the
 * pages that use GraphQL mount `GraphqlProvider` from `@school/shared/graphql` themselves.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => {
    // On the server the first view brings its own client, filled for the request.
    if (client) return client;
    const created = createQueryClient();
    if (typeof document === 'undefined') return created;
    // The server wrote the session into the page, and the data of the first view it rendered: the first
    // render already knows who is signed in and shows the same page.
    const session = inlineSession();
    if (session !== undefined) created.setQueryData(queryKeys.session(), session);
    hydrateInlineQueryState(created);
    return created;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
