import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyLessons } from '@school/shared/schemas';
import { json, makeLearner, renderWithApp, stubFetch } from '@school/shared/testing';
import { MyLessonsBlock } from './my-lessons-block';

// Noon in Moscow: «через 2 дня» counts calendar days, so a clock near midnight would read three.
const NOW = new Date('2026-03-10T09:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const inTwoDays = new Date(NOW.getTime() + 2 * 86_400_000 + 3_600_000).toISOString();
const lessons: MyLessons = {
  studentId: 9,
  nextLesson: {
    id: 1,
    date: inTwoDays,
    durationMins: 50,
    formatName: 'Индивидуальный урок, 50 минут',
    teacher: { id: 4, firstName: 'Анна', lastName: 'Смирнова' },
    group: null,
  },
  latestReport: {
    id: 77,
    date: '2026-03-09T16:00:00.000Z',
    teacher: { id: 4, firstName: 'Анна', lastName: 'Смирнова' },
    formatName: 'Индивидуальный урок, 50 минут',
    group: null,
    homework: [
      { header: 'https://school.example/lms/lessons/B1-12', body: '', section: 'К пятнице', done: false },
      { header: 'Выучить **10 слов**', body: 'Из урока', section: '', done: false },
      { header: 'Эссе', body: '', section: '', done: true },
    ],
  },
  reportsCount: 12,
  teachers: [{ id: 4, firstName: 'Анна', lastName: 'Смирнова' }],
  groups: [],
  selfPaying: true,
  lessonsLeft: [{ id: 'skype-50', name: 'Индивидуальный урок, 50 минут', reportsLeft: 6 }],
  hasPurchases: true,
};

describe('the lessons block of the dashboard', () => {
  it('shows the next lesson, the homework with working links and marks, the lessons left and one click to every report', async () => {
    stubFetch(() => json(lessons));
    renderWithApp(<MyLessonsBlock />, { user: makeLearner() });
    expect((await screen.findByTestId('my-next-lesson-when')).textContent).toContain('через 2 дня');
    expect(screen.getByTestId('my-next-lesson').textContent).toContain('Преподаватель: Анна Смирнова · Индивидуальный урок, 50 минут');
    expect(screen.getByTestId('homework-lesson-link').getAttribute('href')).toBe('/lms/lessons/B1-12');
    expect(screen.getByText('10 слов').tagName).toBe('STRONG');
    expect(screen.getAllByTestId('homework-task').map((task) => task.dataset.done)).toEqual(['false', 'false', 'true']);
    expect(screen.getByTestId('my-lessons-left').textContent).toContain('Осталось: 6 уроков');
    expect(screen.getByTestId('my-lessons-all-reports').getAttribute('href')).toBe('/lms/students/9');
    expect(screen.getByTestId('my-lessons-all-reports').textContent).toContain('Все отчёты и задания (12 отчётов)');
    expect(screen.getByTestId('my-latest-report-link').getAttribute('href')).toBe('/lms/students/9');
  });

  it('marks a task done at once and sends the mark', async () => {
    const { calls } = stubFetch((request) => (request.method === 'POST' ? json({ ok: true }) : json(lessons)));
    renderWithApp(<MyLessonsBlock />, { user: makeLearner() });
    const box = await screen.findByRole('checkbox', { name: 'Отметить сделанным: Выучить **10 слов**' });
    fireEvent.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toContain('/api/data/lessons.markHomework');
    expect(await post.json()).toEqual({ reportId: 77, header: 'Выучить **10 слов**', done: true });
  });

  it('points a new learner to the free lesson and to buying', async () => {
    stubFetch(() => json({ ...lessons, nextLesson: null, latestReport: null, reportsCount: 0, teachers: [], lessonsLeft: [], hasPurchases: false }));
    renderWithApp(<MyLessonsBlock />, { user: makeLearner({ paidReportsLeftCounts: [] }) });
    const empty = await screen.findByTestId('my-lessons-empty');
    expect(screen.getByRole('link', { name: 'Записаться на бесплатный вводный урок' }).getAttribute('href')).toBe('/introductory-lesson');
    expect(screen.getByRole('link', { name: 'Купить уроки' }).getAttribute('href')).toBe('/lms/pay');
    expect(empty.textContent).toContain('Здесь будут ваши уроки');
  });

  it('says when no lesson is set yet and when there is no report yet', async () => {
    stubFetch(() => json({ ...lessons, nextLesson: null, latestReport: null, reportsCount: 0 }));
    renderWithApp(<MyLessonsBlock />, { user: makeLearner() });
    expect((await screen.findByTestId('my-next-lesson')).textContent).toContain('Следующий урок пока не назначен');
    expect(screen.getByTestId('my-homework').textContent).toContain('Отчётов пока нет');
  });
});
