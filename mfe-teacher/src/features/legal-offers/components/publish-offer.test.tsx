import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeTeacher, renderWithApp, stubFetch } from '@school/shared/testing';
import { PublishOffer } from './publish-offer';

const offer = (id: number, content: string) => ({ id: String(id), content, createdAt: '2026-01-10T10:00:00.000Z' });

describe('publishing a new offer version', () => {
  it('asks for the current offer again after publishing and shows the new one', async () => {
    const current = { value: offer(1, 'Действующая редакция оферты для преподавателей школы.') };
    const { calls } = stubFetch(async (request) => {
      const body = (await request.json()) as { query: string; variables: { content?: string } };
      if (body.query.includes('PublishTeacherLegalOffer')) {
        current.value = offer(2, body.variables.content!);
        return json({ data: { publishTeacherLegalOffer: current.value } });
      }
      return json({ data: { currentTeacherLegalOffer: current.value } });
    });
    renderWithApp(<PublishOffer />, { user: makeTeacher({ roleId: 'user', isAdmin: true, isTeacher: false }) });
    expect(await screen.findByText(/Действующая редакция оферты для преподавателей/)).toBeTruthy();
    const content = 'Новая редакция оферты. 1. Преподаватель проводит уроки в согласованное время и пишет отчёт после каждого урока.';
    await userEvent.type(screen.getByLabelText('Текст новой редакции'), content);
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(3));
    expect(await screen.findByText(content)).toBeTruthy();
  });
});
