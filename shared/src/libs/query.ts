/**
 * The part of TanStack Query the school uses, as one module every app shares (one query client
 * context on the page). The webpack builds resolve `@tanstack/react-query` to this file, so the query
 * library travels tree-shaken instead of whole. Tests and the server import the real package. Code
 * that needs another export adds it here; `tooling/webpack/library-facades.test.ts` fails until it does.
 */
export {
  hydrate,
  infiniteQueryOptions,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
