import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeLearner, renderWithApp, stubFetch } from '@school/shared/testing';
import { CoursesCarousel } from './courses-carousel';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A phone: every media query of the kit matches, so one slide is in sight. */
function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

/** A learner of the kids plan with the kids course: no other kids course to offer, so two slides. */
const learner = makeLearner({
  subscriptionPlanId: '40m_kids',
  userCourses: [{ courseId: 'kids', createdAt: '2025-01-10T10:00:00Z' }],
  notifications: [{ id: 5, type: 'onboarding-lesson-card', count: 1 }],
});

describe('courses carousel', () => {
  it('moves one slide per click and ignores clicks for 500 ms after each', () => {
    onPhone();
    stubFetch(() => json({}));
    vi.useFakeTimers();
    renderWithApp(<CoursesCarousel variant="kids" />, { user: learner });
    const slides = screen.getAllByTestId('course-slide');
    const next = screen.getByRole('button', { name: 'Следующие курсы' });
    const previous = screen.getByRole('button', { name: 'Предыдущие курсы' });
    expect(slides.map((s) => s.dataset.inSight)).toEqual(['true', 'false']);
    expect(slides[1]!.hasAttribute('inert')).toBe(true);

    fireEvent.click(next);
    expect(slides.map((s) => s.dataset.inSight)).toEqual(['false', 'true']);
    fireEvent.click(previous);
    expect(slides.map((s) => s.dataset.inSight)).toEqual(['false', 'true']);
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    act(() => vi.advanceTimersByTime(500));
    expect(previous.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(previous);
    expect(slides.map((s) => s.dataset.inSight)).toEqual(['true', 'false']);
  });

  it('has no arrows when the slides fit, and the first card carries the hint and decrements the notification', async () => {
    const { calls } = stubFetch((request) => {
      if (request.url.includes('/auth.decrementNotification')) return json({ ok: true });
      if (request.url.includes('/auth/session')) return json({ user: { ...learner, notifications: [] } });
      return json({});
    });
    renderWithApp(<CoursesCarousel variant="kids" />, { user: learner });
    expect(screen.queryByRole('button', { name: 'Следующие курсы' })).toBeNull();
    expect(screen.getAllByTestId('course-hint')).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'Английский A1–C1' }));
    await vi.waitFor(() => expect(calls.some((r) => r.url.endsWith('/auth.decrementNotification'))).toBe(true));
    const call = calls.find((r) => r.url.endsWith('/auth.decrementNotification'))!;
    expect(await call.json()).toEqual({ notificationId: 5 });
  });

  it('offers the courses a learner may buy after their own, each opening its page', () => {
    stubFetch(() => json({}));
    renderWithApp(<CoursesCarousel variant="default" />, { user: makeLearner({ userCourses: [{ courseId: 'it', createdAt: '2025-01-10T10:00:00Z' }] }) });
    const cards = screen.getAllByTestId('course-card');
    expect(cards.map((c) => [c.dataset.course, c.dataset.state])).toEqual([
      ['main', 'main'],
      ['it', 'open'],
      ['job-interview', 'for-sale'],
      ['confident-tourist', 'for-sale'],
    ]);
    expect(screen.getByRole('link', { name: 'Собеседование на английском' }).getAttribute('href')).toBe('/lms/courses/job-interview');
  });
});
