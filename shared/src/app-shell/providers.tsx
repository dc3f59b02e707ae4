import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../api';
import { Toaster } from '../ui';

/**
 * The providers every page needs: one query client and the toasts. Apollo is not among them: the
 * pages that use GraphQL mount `GraphqlProvider` from `@school/shared/graphql` themselves.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
