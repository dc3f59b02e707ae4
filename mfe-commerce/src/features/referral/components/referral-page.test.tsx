import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, makeCurrentUser, makeLearner, renderWithApp, stubFetch } from '@school/shared/testing';
import { ReferralPage } from './referral-page';

afterEach(() => vi.unstubAllGlobals());

const overview = {
  code: 'STUDENT9',
  earnedLessons: 10,
  invitedBy: null,
  friends: [
    { id: 2, name: 'Ирина Лебедева', state: 'lead', invitedAt: '2026-03-02T10:00:00.000Z', creditedAt: null },
    { id: 1, name: 'Николай Н.', state: 'credited', invitedAt: '2026-03-01T10:00:00.000Z', creditedAt: '2026-03-05T10:00:00.000Z' },
  ],
};

describe('the invite-a-friend page', () => {
  it('shows the personal link, copies it with «Ссылка скопирована», the terms and the friends with their state', async () => {
    stubFetch(() => json(overview));
    const writeText = vi.fn(async () => undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<ReferralPage />, { user: makeLearner() });

    const link = (await screen.findByTestId('referral-link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/introductory-lesson?ref=STUDENT9`);
    await user.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    expect(writeText).toHaveBeenCalledWith(link.value);
    expect(screen.getByText('Ссылка скопирована').getAttribute('role')).toBe('status');

    expect(screen.getByText('Когда друг купит пакет от 16 уроков, вы получите 10 бесплатных уроков, а друг — 5.')).toBeTruthy();
    expect(screen.getByText('Вы получили 10 уроков за приглашённых друзей.')).toBeTruthy();
    const friends = screen.getAllByTestId('referral-friend');
    expect(friends.map((f) => f.getAttribute('data-state'))).toEqual(['lead', 'credited']);
    expect(friends[1]!.textContent).toContain('Пакет куплен — вам начислено 10 уроков');
  });

  it('tells a teacher that inviting is for learners, without asking the server', () => {
    const { calls } = stubFetch(() => json(overview));
    renderWithApp(<ReferralPage />, { user: makeCurrentUser({ id: 4, roleId: 'teacher', isTeacher: true }) });
    expect(screen.getByText('Приглашать друзей могут ученики школы.')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('referrals.get'))).toHaveLength(0);
  });
});
