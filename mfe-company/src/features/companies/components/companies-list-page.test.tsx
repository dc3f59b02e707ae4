import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys, resetHttp } from '@school/shared/api';
import { makeCurrentUser } from '@school/shared/testing';
import { CompaniesListPage } from './companies-list-page';

afterEach(() => vi.unstubAllGlobals());

describe('/lms/user-groups', () => {
  it('tells a user without any company that they have none, not that a company is closed to them', async () => {
    resetHttp();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const client = createQueryClient();
    client.setQueryData(queryKeys.session(), makeCurrentUser({ id: 20, roleId: 'student', isShowHrCabinet: false, hrUserGroupIds: [] }));
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CompaniesListPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('У вас пока нет доступа ни к одной компании. Если вы HR компании, напишите вашему менеджеру школы.')).toBeTruthy();
    expect(screen.queryByText('У вас нет доступа к этой компании.')).toBeNull();
  });
});
