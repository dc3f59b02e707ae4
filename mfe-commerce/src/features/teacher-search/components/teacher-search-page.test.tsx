import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingTexts } from '@school/shared/texts';
import { json, makeLearner, renderWithApp, stubFetch } from '@school/shared/testing';
import { TeacherSearchPage } from './teacher-search-page';

afterEach(() => vi.unstubAllGlobals());

describe('the teacher-search questionnaire', () => {
  it('asks for goals, level and time first, then sends the answers and says it is sent', async () => {
    const { calls } = stubFetch(() => json({ id: 7 }));
    const user = userEvent.setup();
    renderWithApp(<TeacherSearchPage />, { user: makeLearner() });
    await user.click(screen.getByRole('button', { name: 'Отправить анкету' }));
    expect(screen.getByText(landingTexts.teacherSearch.goalsRequired)).toBeTruthy();
    expect(screen.getByText(landingTexts.teacherSearch.levelRequired)).toBeTruthy();
    expect(screen.getByText(landingTexts.teacherSearch.timesRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Разговорная практика' }));
    await user.click(screen.getByRole('checkbox', { name: 'Английский для работы' }));
    await user.click(screen.getByRole('radio', { name: 'B1 — говорю, но с ошибками' }));
    await user.click(screen.getByRole('checkbox', { name: 'Вечером, 17:00–22:00' }));
    await user.click(screen.getByRole('radio', { name: 'Три урока в неделю и чаще' }));
    await user.type(screen.getByLabelText('Комментарий'), 'Нужны созвоны с командой');
    await user.click(screen.getByRole('button', { name: 'Отправить анкету' }));

    await waitFor(() => expect(screen.getByRole('heading', { name: 'Анкета отправлена' })).toBeTruthy());
    const sent = calls.find((c) => c.url.includes('teachers.createTeacherSearchRequest'))!;
    expect(await sent.json()).toEqual({
      goals: ['work', 'speaking'],
      level: 'B1',
      times: ['evening'],
      lessonsPerWeek: '3',
      teacherGender: 'any',
      preferences: [],
      comment: 'Нужны созвоны с командой',
    });
  });
});
