import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationsPage } from '@school/shared/schemas';
import { json, makeTeacher, renderWithApp, stubFetch } from '@school/shared/testing';
import { NotificationPanel } from './notification-panel';

afterEach(() => vi.unstubAllGlobals());

const page: NotificationsPage = {
  total: 2,
  unread: 1,
  items: [
    {
      id: 11,
      createdAt: new Date().toISOString(),
      readAt: null,
      link: '/lms/students/9',
      event: {
        kind: 'report-new',
        reportId: 5,
        lessonDate: '2026-03-12T16:00:00.000Z',
        teacherName: 'Анна Смирнова',
        groupName: null,
        homework: ['Выучить 10 слов'],
      },
    },
    {
      id: 10,
      createdAt: '2026-03-01T10:00:00.000Z',
      readAt: '2026-03-01T11:00:00.000Z',
      link: '/lms/pay',
      event: { kind: 'lessons-left', left: 1, formatName: '50 минут' },
    },
  ],
};

/** Issue «Notification centre»: a panel with the latest notifications; mark one or all as read; links open the thing. */
describe('the bell’s panel', () => {
  it('lists the latest notifications with their words, links and unread marks', async () => {
    stubFetch(() => json(page));
    renderWithApp(<NotificationPanel onClose={() => undefined} />, { user: makeTeacher({ id: 9, roleId: 'student', isTeacher: false }) });
    const items = await screen.findAllByTestId('notification');
    expect(items.map((i) => i.dataset.unread)).toEqual(['true', 'false']);
    expect(items[0]!.textContent).toContain('Новый отчёт об уроке');
    expect(items[0]!.textContent).toContain('Домашнее задание: Выучить 10 слов.');
    expect(items[0]!.querySelector('a')!.getAttribute('href')).toBe('/lms/students/9');
    expect(items[1]!.querySelector('a')!.getAttribute('href')).toBe('/lms/pay');
    expect(screen.getByTestId('notifications-all-link').getAttribute('href')).toBe('/lms/notifications');
  });

  it('marks all read: the items and the count follow the server’s answer', async () => {
    const { calls } = stubFetch((request) => (request.method === 'POST' ? json({ unread: 0 }) : json(page)));
    renderWithApp(<NotificationPanel onClose={() => undefined} />, { user: makeTeacher() });
    fireEvent.click(await screen.findByRole('button', { name: 'Отметить все прочитанными' }));
    await waitFor(() => expect(screen.getAllByTestId('notification').map((i) => i.dataset.unread)).toEqual(['false', 'false']));
    expect(calls.some((c) => c.url.endsWith('/api/data/notifications.markAllRead'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Отметить все прочитанными' })).toBeNull();
  });

  it('opening a notification marks it read and closes the panel', async () => {
    const onClose = vi.fn();
    const { calls } = stubFetch((request) => (request.method === 'POST' ? json({ unread: 0 }) : json(page)));
    renderWithApp(<NotificationPanel onClose={onClose} />, { user: makeTeacher() });
    const [first] = await screen.findAllByTestId('notification');
    fireEvent.click(first!.querySelector('a')!);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/data/notifications.markRead'))).toBe(true));
    const post = calls.find((c) => c.url.endsWith('/api/data/notifications.markRead'))!;
    expect(await post.json()).toEqual({ ids: [11] });
  });

  it('says when there is nothing yet', async () => {
    stubFetch(() => json({ items: [], total: 0, unread: 0 }));
    renderWithApp(<NotificationPanel onClose={() => undefined} />, { user: makeTeacher() });
    expect(await screen.findByText(/Уведомлений пока нет/)).toBeTruthy();
  });
});
