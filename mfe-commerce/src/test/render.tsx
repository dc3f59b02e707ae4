import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient, queryKeys, resetHttp } from '@school/shared/api';
import type { CurrentUser } from '@school/shared/schemas';
import { makeCurrentUser } from '@school/shared/testing';

/** student@demo.school as the session answers it, for component tests. */
export function makeLearner(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeCurrentUser({
    id: 9,
    email: 'student@demo.school',
    roleId: 'student',
    selfPaying: true,
    subscriptionPlanId: '50m_v4',
    paidReportsLeftCounts: [{ id: 'skype-50', name: 'Индивидуальный урок, 50 минут', reportsLeft: 6 }],
    ...overrides,
  });
}

type Handler = (request: Request) => Response | Promise<Response>;

/** Answers the page's calls with a handler (every call of the shared client goes through fetch). */
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

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Shows the address's query, so tests can see it change. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(ui: ReactNode, options: { user?: CurrentUser; at?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session(), options.user ?? makeLearner());
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.at ?? '/']}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
