import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeCurrentUser, renderWithApp, stubFetch } from '@school/shared/testing';
import { CompaniesListPage } from './companies-list-page';

afterEach(() => vi.unstubAllGlobals());

describe('/lms/user-groups', () => {
  it('tells a user without any company that they have none, not that a company is closed to them', async () => {
    stubFetch(() => json([]));
    renderWithApp(<CompaniesListPage />, { user: makeCurrentUser({ id: 20, roleId: 'student', isShowHrCabinet: false, hrUserGroupIds: [] }) });
    expect(await screen.findByText('У вас пока нет доступа ни к одной компании. Если вы HR компании, напишите вашему менеджеру школы.')).toBeTruthy();
    expect(screen.queryByText('У вас нет доступа к этой компании.')).toBeNull();
  });
});
