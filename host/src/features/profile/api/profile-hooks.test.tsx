import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys, resetHttp } from '@school/shared/api';
import type { CurrentUser } from '@school/shared/schemas';
import { makeCurrentUser } from '@school/shared/testing';
import { useUpdatePersonalData, useUpdateSettings } from './profile-hooks';

function answer(status: number, body: unknown) {
  resetHttp();
  const fetchStub = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function setup(user: CurrentUser) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.session(), user);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

afterEach(() => vi.unstubAllGlobals());

describe('profile mutations own the session in the cache', () => {
  it('saved settings replace the session user at once', async () => {
    const saved = makeCurrentUser({ firstName: 'Мария', pendingEmail: 'new@demo.school' });
    const fetchStub = answer(200, { user: saved });
    const { client, wrapper } = setup(makeCurrentUser());
    const { result } = renderHook(() => useUpdateSettings(), { wrapper });

    await act(() =>
      result.current.mutateAsync({ body: { firstName: 'Мария', lastName: 'Смирнова', phone: '+7 900 000-00-00', email: 'new@demo.school', skype: '' } }),
    );

    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(client.getQueryData<CurrentUser>(queryKeys.session())).toMatchObject({ firstName: 'Мария', pendingEmail: 'new@demo.school' });
  });

  it('saved personal data lift the forced page: the session no longer misses them', async () => {
    answer(200, { user: makeCurrentUser({ firstName: 'Иван', personalDataMissing: false }) });
    const { client, wrapper } = setup(makeCurrentUser({ firstName: '', personalDataMissing: true }));
    const { result } = renderHook(() => useUpdatePersonalData(), { wrapper });

    await act(() => result.current.mutateAsync({ body: { firstName: 'Иван', lastName: 'Смирнов', phone: '+7 900 000-00-00' } }));

    expect(client.getQueryData<CurrentUser>(queryKeys.session())).toMatchObject({ firstName: 'Иван', personalDataMissing: false });
  });

  it('a refused save keeps the session as it was', async () => {
    answer(400, { errors: [{ message: 'Укажите телефон.', field: 'phone' }] });
    const { client, wrapper } = setup(makeCurrentUser({ firstName: '', personalDataMissing: true }));
    const { result } = renderHook(() => useUpdatePersonalData(), { wrapper });

    await act(() => result.current.mutateAsync({ body: { firstName: 'Иван', lastName: 'Смирнов', phone: '' } }).catch(() => undefined));

    expect(client.getQueryData<CurrentUser>(queryKeys.session())).toMatchObject({ firstName: '', personalDataMissing: true });
  });
});
