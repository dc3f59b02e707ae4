import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient, queryKeys, resetHttp } from '../src/api';
import type { CurrentUser } from '../src/schemas';
import { makeCurrentUser } from './users';

/**
 * The one harness of component tests: a component rendered as a page of the school renders it — the
 * shared query client with the session already answered, a router at an address — and its calls
 * answered by a handler through `fetch`.
 */

type Handler = (request: Request) => Response | Promise<Response>;

/** Answers the page's calls with a handler (every call of the shared client goes through fetch); `calls` are the requests made. */
export function stubFetch(handler: Handler) {
  resetHttp();
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
      calls.push(request.clone());
      return handler(request);
    }),
  );
  return { calls };
}

/** A JSON answer. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Shows the address with its query (`data-testid="location"`), so a test can see it change. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderWithAppOptions {
  /** The signed-in user (null: a visitor); a plain user when not named. */
  user?: CurrentUser | null;
  /** The address the router starts at. */
  at?: string;
  /** A route pattern the component is mounted under, for components that read the route's params. */
  route?: string;
  /** Renders the current address under `data-testid="location"`. */
  showLocation?: boolean;
  /** Answers already in the cache before the first render. */
  prepare?: (client: QueryClient) => void;
}

export function renderWithApp(ui: ReactNode, options: RenderWithAppOptions = {}) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.session(), options.user === undefined ? makeCurrentUser() : options.user);
  options.prepare?.(client);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.at ?? '/']}>
        {options.route ? (
          <Routes>
            <Route path={options.route} element={ui} />
          </Routes>
        ) : (
          ui
        )}
        {options.showLocation && <LocationProbe />}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
