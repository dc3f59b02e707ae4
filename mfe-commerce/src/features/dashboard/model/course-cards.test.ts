import { describe, expect, it } from 'vitest';
import { cardProgress, courseCards, doneUnitsOf, progressText, startWord } from './course-cards';

describe('content-and-commerce §4, §9: course cards', () => {
  it("puts the main English course first, then the learner's courses in the school's order, each once", () => {
    const cards = courseCards({
      userCourses: [
        { courseId: 'job-interview', createdAt: '2025-02-01T10:00:00Z' },
        { courseId: 'additional-materials-it', createdAt: '2025-01-01T10:00:00Z' },
        { courseId: 'it', createdAt: '2025-01-20T10:00:00Z' },
        { courseId: 'it', createdAt: '2025-01-10T10:00:00Z' },
      ],
    });
    expect(cards.map((c) => [c.id, c.path, c.startDate])).toEqual([
      ['main', '/lms/lessons', null],
      ['it', '/lms/courses/it', '2025-01-10T10:00:00Z'],
      ['job-interview', '/lms/courses/job-interview', '2025-02-01T10:00:00Z'],
    ]);
  });

  it('then the courses of the audience a learner may buy, each linking to its page; an ended access says so', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const user = { userCourses: [{ courseId: 'it', createdAt: '2025-01-10T10:00:00Z', accessUntil: '2025-07-10T10:00:00Z' }] };
    expect(courseCards(user, { variant: 'default', canBuy: true, now }).map((c) => [c.id, c.state, c.path])).toEqual([
      ['main', 'main', '/lms/lessons'],
      ['it', 'ended', '/lms/courses/it'],
      ['job-interview', 'for-sale', '/lms/courses/job-interview'],
      ['confident-tourist', 'for-sale', '/lms/courses/confident-tourist'],
    ]);
    expect(courseCards({ userCourses: [] }, { variant: 'kids', canBuy: true, now }).map((c) => [c.id, c.state])).toEqual([
      ['main', 'main'],
      ['kids', 'for-sale'],
    ]);
    expect(courseCards({ userCourses: [] }, { variant: 'default', canBuy: false, now })).toHaveLength(1);
  });

  it('counts the IT course as done non-final steps and the final steps of completed lessons, of 426', () => {
    const at = '2025-01-01T00:00:00Z';
    const results = {
      'u1-l1-s1': { createdAt: at, value: 1 },
      'u1-l1-s2': { createdAt: at, value: 1 },
      'u1-l1-sfinal': { createdAt: at, value: 1 },
      'u1-l2-s1': { createdAt: at, value: 0 },
      'not-a-step': { createdAt: at, value: 1 },
    };
    expect(doneUnitsOf('it', results)).toBe(2);
    expect(cardProgress('it', results)).toBeCloseTo(2 / 426);
    const lesson1 = Object.fromEntries(['u1-l1-s1', 'u1-l1-s2', 'u1-l1-s3', 'u1-l1-s4'].map((k) => [k, { createdAt: at, value: 1 }]));
    expect(doneUnitsOf('it', lesson1)).toBe(5);
    expect(cardProgress('job-interview', { l1: { createdAt: at, value: 1 }, l2: { createdAt: at, value: 1 }, l3: { createdAt: at, value: 1 } })).toBeCloseTo(
      3 / 9,
    );
  });

  it('shows the percent under 1 and «Завершен» from 1', () => {
    expect(progressText(0)).toBe('0 %');
    expect(progressText(2 / 426)).toBe('0 %');
    expect(progressText(0.426)).toBe('42 %');
    expect(progressText(0.999)).toBe('99 %');
    expect(progressText(1)).toBe('Завершен');
    expect(progressText(1.2)).toBe('Завершен');
  });

  it('says «Начался» for a past start and «Старт» for a future one', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    expect(startWord('2025-02-28T12:00:00Z', now)).toBe('Начался');
    expect(startWord('2025-03-01T12:00:00Z', now)).toBe('Начался');
    expect(startWord('2025-03-02T12:00:00Z', now)).toBe('Старт');
  });
});
