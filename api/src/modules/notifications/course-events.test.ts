import { describe, expect, it } from 'vitest';
import { dueCourseEvents } from './course-events';

const DAY = 86_400_000;

/** Content spec §4, §9: IT units open every 3 weeks; access lasts 6 months (13 lessons) or a year (9, 24). */
describe('course events that fall due', () => {
  const bought = new Date('2026-01-01T09:00:00.000Z');

  it('opens IT units 2–5 three, six, nine and twelve weeks after the purchase, each once by its key', () => {
    const at = (days: number) => dueCourseEvents(1, [{ courseId: 'it', purchasedAt: bought }], new Date(bought.getTime() + days * DAY));
    expect(at(20)).toEqual([]);
    const week3 = at(21);
    expect(week3).toHaveLength(1);
    expect(week3[0]).toMatchObject({
      event: { kind: 'course-unit-unlocked', unit: 2 },
      link: '/lms/courses/it',
      createdAt: new Date(bought.getTime() + 21 * DAY),
    });
    expect(at(43).map((n) => n.event.kind === 'course-unit-unlocked' && n.event.unit)).toEqual([2, 3]);
    expect(at(85).map((n) => n.event.kind === 'course-unit-unlocked' && n.event.unit)).toEqual([4, 5]);
    expect(new Set(at(85).map((n) => n.dedupKey)).size).toBe(2);
  });

  it('warns 30 and 7 days before the access ends (6 months for the IT course, a year for job interview)', () => {
    const end = new Date(bought);
    end.setMonth(end.getMonth() + 6);
    const it30 = dueCourseEvents(1, [{ courseId: 'it', purchasedAt: bought }], new Date(end.getTime() - 29 * DAY)).filter(
      (n) => n.event.kind === 'course-access-ending',
    );
    expect(it30.map((n) => n.event.kind === 'course-access-ending' && n.event.days)).toEqual([30]);
    const it7 = dueCourseEvents(1, [{ courseId: 'it', purchasedAt: bought }], new Date(end.getTime() - 7 * DAY)).filter(
      (n) => n.event.kind === 'course-access-ending',
    );
    expect(it7.map((n) => n.event.kind === 'course-access-ending' && n.event.days)).toEqual([7]);
    expect(dueCourseEvents(1, [{ courseId: 'it', purchasedAt: bought }], end).filter((n) => n.event.kind === 'course-access-ending')).toEqual([]);
    const yearEnd = new Date(bought);
    yearEnd.setMonth(yearEnd.getMonth() + 12);
    const interview = dueCourseEvents(1, [{ courseId: 'job-interview', purchasedAt: bought }], new Date(yearEnd.getTime() - 10 * DAY));
    expect(interview).toEqual([expect.objectContaining({ link: '/lms/courses/job-interview', event: expect.objectContaining({ days: 30 }) as unknown })]);
  });

  it('leaves out old news and courses it does not know', () => {
    expect(dueCourseEvents(1, [{ courseId: 'it', purchasedAt: bought }], new Date(bought.getTime() + 120 * DAY))).toEqual([]);
    expect(dueCourseEvents(1, [{ courseId: 'additional-materials-it', purchasedAt: bought }], new Date(bought.getTime() + 30 * DAY))).toEqual([]);
  });
});
