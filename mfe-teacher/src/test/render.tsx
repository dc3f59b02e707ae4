import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient, queryKeys, resetHttp } from '@school/shared/api';
import type { CurrentUser } from '@school/shared/schemas';
import { makeCurrentUser } from '@school/shared/testing';

/** The signed-in teacher of component tests (the demo teacher, id 4). */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeCurrentUser({ id: 4, email: 'teacher@demo.school', phone: '', roleId: 'teacher', isTeacher: true, ...overrides });
}

type Handler = (request: Request) => Response | Promise<Response>;

/** Answers the page's calls with a handler (every call of the shared client goes through fetch). */
export function stubFetch(handler: Handler) {
  resetHttp();
  const calls: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    calls.push(request.clone());
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function renderWithApp(ui: ReactNode, user: CurrentUser = makeUser()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session(), user);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
