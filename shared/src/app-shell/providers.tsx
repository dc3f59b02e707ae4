import { ApolloProvider } from '@apollo/client/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createApolloClient, createQueryClient } from '../api';
import { Toaster } from '../ui';

/** The providers every page needs: one query client, one Apollo client, the toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [apolloClient] = useState(createApolloClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ApolloProvider client={apolloClient}>
        {children}
        <Toaster />
      </ApolloProvider>
    </QueryClientProvider>
  );
}
