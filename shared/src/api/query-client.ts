import { QueryClient } from '@tanstack/react-query';
import { normaliseError } from './errors';

/**
 * Client errors (4xx) are answers, not hiccups: they are not retried; neither is an answer that
 * failed its schema check (the same answer would come again), so its error state shows at once.
 * Anything else is tried once more.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const normalised = normaliseError(error);
  if (normalised.unexpectedAnswer) return false;
  const status = normalised.status;
  if (status >= 400 && status < 500) return false;
  // One more try after a second: a blip passes unseen, and a real failure shows its error soon.
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
