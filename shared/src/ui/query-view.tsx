import type { ReactNode } from 'react';
import { errorMessage } from '../api/errors';
import { commonTexts } from '../texts';
import { Loader } from './loader';
import { ErrorScreen } from './states';

/** What QueryView reads of a TanStack query of the shared client. */
interface QueryViewState<T> {
  isPending: boolean;
  isError: boolean;
  /** A retry under way after a failure: the loader shows again instead of the old error. */
  isFetching?: boolean;
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The three states of data being read: the loader while it loads, the error with a retry button when
 * it failed — titled with what failed (`failed`, e.g. «Не удалось загрузить отчёты.») and the reason in
 * Russian (the API's message, or that a part of the page did not load) — and the content made of the
 * data once it came. «Повторить» shows the loader again while it asks.
 */
export function QueryView<T>({ query, failed, children }: { query: QueryViewState<T>; failed?: string; children: (data: T) => ReactNode }) {
  if (query.isPending || (query.isError && query.isFetching)) return <Loader />;
  if (query.isError) return <ErrorScreen title={failed ?? commonTexts.loadFailed} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <>{children(query.data as T)}</>;
}
