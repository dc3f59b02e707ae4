import { describe, expect, it } from 'vitest';
import {
  COURSE_STEP_TOTALS,
  COURSES,
  IT_COURSE_LESSON_STEPS,
  accessMonthsOfLessonCount,
  courseAccessEnd,
  courseById,
  courseProgress,
  itCourseStepsDone,
  itUnitAvailableFrom,
  parseCourseProgressKey,
} from './courses';
import { PROGRAMS, programByNumericId } from './programs';

describe('content-and-commerce §9: course catalogue', () => {
  it('holds the IT, job interview, confident tourist, teens and kids courses at their paths', () => {
    expect(COURSES.map((c) => [c.id, c.path])).toEqual([
      ['it', '/lms/courses/it'],
      ['job-interview', '/lms/courses/job-interview'],
      ['confident-tourist', '/lms/courses/confident-tourist'],
      ['teens', '/lms/courses/kespality/lessons'],
      ['kids', '/lms/courses/kids'],
    ]);
  });

  it('gives 13-lesson courses 6 months of access and 9- and 24-lesson ones a year', () => {
    expect(accessMonthsOfLessonCount(13)).toBe(6);
    expect(accessMonthsOfLessonCount(9)).toBe(12);
    expect(accessMonthsOfLessonCount(24)).toBe(12);
    expect(accessMonthsOfLessonCount(32)).toBeNull();
    for (const course of COURSES) {
      expect([13, 9, 24]).toContain(course.lessonCount);
      expect(course.accessMonths).toBe(accessMonthsOfLessonCount(course.lessonCount));
    }
  });

  it('ends the access that many months after the purchase', () => {
    expect(courseAccessEnd('teens', '2026-01-15T09:00:00.000Z')?.toISOString()).toBe('2026-07-15T09:00:00.000Z');
    expect(courseAccessEnd('job-interview', '2026-01-15T09:00:00.000Z')?.toISOString()).toBe('2027-01-15T09:00:00.000Z');
    expect(courseAccessEnd('additional-materials-it', '2026-01-15T09:00:00.000Z')).toBeNull();
  });

  it('counts the IT course in 426 steps and the others in their lessons', () => {
    expect(courseById('it')?.progressTotal).toBe(426);
    expect(courseProgress('it', 426)).toBe(1);
    expect(courseProgress('job-interview', 3)).toBeCloseTo(3 / 9);
    expect(courseProgress('kids', 6)).toBe(0.25);
    expect(courseProgress('kids', -1)).toBe(0);
  });
});

describe('content-and-commerce §3, §9: progress keys', () => {
  it('reads IT course step keys with their unit', () => {
    expect(parseCourseProgressKey('it', 'u1-l3-s2')).toEqual({ unitIndex: 0 });
    expect(parseCourseProgressKey('it', 'u5-l12-sfinal')).toEqual({ unitIndex: 4 });
    for (const bad of ['u0-l1-s1', 'u1-l1', 'l3', 'u1-l1-s1 ', 'u1-l1-sfinal2']) expect(parseCourseProgressKey('it', bad)).toBeNull();
  });

  it('reads lesson keys of lesson courses within their count', () => {
    expect(parseCourseProgressKey('job-interview', 'l9')).toEqual({ unitIndex: 0 });
    expect(parseCourseProgressKey('job-interview', 'l10')).toBeNull();
    expect(parseCourseProgressKey('kids', 'u1-l1-s1')).toBeNull();
    expect(parseCourseProgressKey('unknown', 'l1')).toBeNull();
  });

  it('opens IT units three weeks apart from the purchase', () => {
    const purchase = '2026-03-01T10:00:00.000Z';
    expect(itUnitAvailableFrom(purchase, 0).toISOString()).toBe(purchase);
    expect(itUnitAvailableFrom(purchase, 1).toISOString()).toBe('2026-03-22T10:00:00.000Z');
    expect(itUnitAvailableFrom(purchase, 4).toISOString()).toBe('2026-05-24T10:00:00.000Z');
  });
});

describe('content-and-commerce §3: program list', () => {
  it('holds the 11 programs of the spec with their numeric ids and default order', () => {
    expect(PROGRAMS.map((p) => [p.id, p.numericId, p.defaultOrder])).toEqual([
      ['A1', 1610, 1],
      ['A2', 1620, 2],
      ['A2+', 1630, 3],
      ['B1', 1770, 4],
      ['B1+', 1775, 5],
      ['B2', 1780, 6],
      ['C1', 1930, 7],
      ['old-1', 1, null],
      ['old-2', 2, null],
      ['old-3', 3, null],
      ['old-4', 4, null],
    ]);
    for (const p of PROGRAMS) expect(p.name.length).toBeGreaterThan(0);
    expect(programByNumericId(1775)?.name).toBe('Общение на работе');
    expect(programByNumericId(999)).toBeUndefined();
  });
});

describe('course progress', () => {
  it('counts the IT course in its 426 steps', () => {
    expect(courseProgress('it', 213)).toBe(0.5);
    expect(courseProgress('it', 500)).toBe(1);
    expect(courseProgress('additional-materials-it', 10)).toBeNull();
  });
});

/** IT course progress (content spec §4 "Course progress = done non-final steps divided by 426"; docs/decisions.md, "IT course progress"). */
describe('content-and-commerce §4, §9: IT course progress', () => {
  const allKeys = Object.entries(IT_COURSE_LESSON_STEPS).flatMap(([lesson, steps]) => [
    ...Array.from({ length: steps - 1 }, (_, i) => `${lesson}-s${i + 1}`),
    `${lesson}-sfinal`,
  ]);

  it('lays out 52 lessons of 426 steps', () => {
    expect(Object.keys(IT_COURSE_LESSON_STEPS)).toHaveLength(52);
    expect(Object.values(IT_COURSE_LESSON_STEPS).reduce((a, b) => a + b, 0)).toBe(COURSE_STEP_TOTALS.it);
  });

  it('reaches 100 % when everything is done: a lesson done counts its final step', () => {
    expect(itCourseStepsDone(allKeys)).toBe(426);
    expect(courseProgress('it', itCourseStepsDone(allKeys))).toBe(1);
    // Without the final steps stored, the same: the final step of a done lesson counts anyway.
    expect(itCourseStepsDone(allKeys.filter((k) => !k.endsWith('final')))).toBe(426);
  });

  it('keeps the spec’s count for lessons under way: done non-final steps only', () => {
    expect(itCourseStepsDone(['u1-l2-s1', 'u1-l2-s2', 'u1-l2-sfinal'])).toBe(2);
    expect(itCourseStepsDone(['u1-l1-s1', 'u1-l1-s2', 'u1-l1-s3', 'u1-l1-s4'])).toBe(5);
    expect(itCourseStepsDone(['u1-l1-s1', 'u1-l1-s1', 'u9-l1-s1', 'u1-l1-s7', 'l3'])).toBe(1);
  });
});
