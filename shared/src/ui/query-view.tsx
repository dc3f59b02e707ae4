import type { ReactNode } from 'react';
import { Loader } from './loader';
import { ErrorScreen } from './states';

/** What QueryView reads of a TanStack query of the shared client. */
export interface QueryViewState<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error: { message: string } | null;
  refetch: () => unknown;
}

/**
 * The three states of data being read: the loader while it loads, the error with a retry button when
 * it failed (calls of the shared client fail with an ApiError whose message is the one to show), and
 * the content made of the data once it came.
 */
export function QueryView<T>({ query, children }: { query: QueryViewState<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loader />;
  if (query.isError) return <ErrorScreen message={query.error?.message} onRetry={() => void query.refetch()} />;
  return <>{children(query.data as T)}</>;
}
