import { describe, expect, it } from 'vitest';
import { COURSE_STEP_TOTALS, IT_COURSE_LESSON_STEPS, courseProgress, itCourseStepsDone } from './courses';

/** IT course progress (content spec §4 "Course progress = done non-final steps divided by 426"; docs/decisions.md, "IT course progress"). */
describe('IT course progress', () => {
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
