import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeTeacher, renderWithApp, stubFetch } from '@school/shared/testing';
import { LegalOffersPage } from './legal-offers-page';

const offer = { id: '3', content: 'Оферта для преподавателей школы, редакция от 10 января.', createdAt: '2026-01-10T10:00:00.000Z' };
const change = { id: '11', teacherLegalOffer: offer, teacher: { id: '4' }, status: 'new' };

afterEach(() => vi.unstubAllGlobals());

describe('teacher-and-company: accepting the legal offer', () => {
  it('after accepting, the pending offers and the session are read again, and the page says nothing is left', async () => {
    const pending = { value: [change] };
    const { calls } = stubFetch(async (request) => {
      if (request.url.endsWith('/api/auth/session')) return json({ user: makeTeacher() });
      const body = (await request.json()) as { query: string };
      if (body.query.includes('CreateTeacherLegalOfferStatusChange')) {
        pending.value = [];
        return json({ data: { createTeacherLegalOfferStatusChange: { ...change, status: 'accepted' } } });
      }
      return json({ data: { teachersLegalOfferStatusChanges: pending.value } });
    });
    renderWithApp(<LegalOffersPage />, { user: makeTeacher() });

    await userEvent.click(await screen.findByRole('button', { name: 'Принимаю оферту' }));

    expect(await screen.findByTestId('legal-offers-done')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/auth/session'))).toBe(true));
  });
});
