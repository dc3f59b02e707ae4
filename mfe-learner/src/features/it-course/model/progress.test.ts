import type { CourseResultsNormalized } from '@school/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  availabilityStart,
  courseView,
  doneStepCount,
  isStepDone,
  isUnitLocked,
  itCourseProgress,
  lessonStatus,
  shouldRecordStep,
  unitAvailableFrom,
  unitStatus,
} from './progress';
import { parseItCourseStructure, stepKey, type ItCourseStructure } from './structure';

const at = '2025-03-01T10:00:00.000Z';
const done = (...keys: string[]): CourseResultsNormalized => Object.fromEntries(keys.map((k) => [k, { createdAt: at, value: 1 }]));

/** Five units of ten lessons, each lesson two steps and 'final'. */
function makeStructure(): ItCourseStructure {
  const steps = [
    { id: '1', title: 'One', exerciseIds: [] },
    { id: '2', title: 'Two', exerciseIds: [] },
    { id: 'final', title: 'Итоги урока', exerciseIds: [] },
  ];
  return parseItCourseStructure({
    units: ['1', '2', '3', '4', '5'].map((u) => ({
      id: u,
      title: `Unit ${u}`,
      lessons: Array.from({ length: 10 }, (_, i) => ({ id: String(i + 1), title: `Lesson ${i + 1}`, type: 'selfStudy', steps })),
    })),
  });
}

const structure = makeStructure();
const unit1 = structure.units[0]!;
const lesson1 = unit1.lessons[0]!;
/** Both non-final steps of the first n lessons of unit 1. */
const lessonsDone = (n: number) => unit1.lessons.slice(0, n).flatMap((l) => [stepKey('1', l.id, '1'), stepKey('1', l.id, '2')]);

describe('steps', () => {
  it('a step is done only when its stored progress is exactly 1', () => {
    expect(isStepDone(done('u1-l1-s1'), '1', '1', '1')).toBe(true);
    expect(isStepDone({ 'u1-l1-s1': { createdAt: at, value: 0.5 } }, '1', '1', '1')).toBe(false);
    expect(isStepDone({}, '1', '1', '1')).toBe(false);
  });

  it('records a step once, for the student themself only', () => {
    const student = { isTeacher: false, id: 10 };
    expect(shouldRecordStep(student, 10, {}, 'u1-l1-s1')).toBe(true);
    expect(shouldRecordStep(student, 10, done('u1-l1-s1'), 'u1-l1-s1')).toBe(false);
    expect(shouldRecordStep({ isTeacher: true, id: 3 }, 10, {}, 'u1-l1-s1')).toBe(false);
    expect(shouldRecordStep({ isTeacher: false, id: 11 }, 10, {}, 'u1-l1-s1')).toBe(false);
  });
});

describe('unit availability', () => {
  const purchase = new Date('2025-03-01T10:00:00.000Z');

  it('unit 1 opens at the purchase, each next unit three weeks later', () => {
    expect(unitAvailableFrom(purchase, 0).toISOString()).toBe('2025-03-01T10:00:00.000Z');
    expect(unitAvailableFrom(purchase, 1).toISOString()).toBe('2025-03-22T10:00:00.000Z');
    expect(unitAvailableFrom(purchase, 4).toISOString()).toBe('2025-05-24T10:00:00.000Z');
  });

  it('a unit is locked until the very moment it opens', () => {
    const opens = unitAvailableFrom(purchase, 1);
    expect(isUnitLocked(purchase, 1, new Date(opens.getTime() - 1))).toBe(true);
    expect(isUnitLocked(purchase, 1, opens)).toBe(false);
    expect(isUnitLocked(purchase, 0, purchase)).toBe(false);
    expect(unitStatus(structure.units[1]!, 1, {}, purchase, new Date(opens.getTime() - 1))).toBe('locked');
    expect(unitStatus(structure.units[1]!, 1, {}, purchase, opens)).toBe('unstarted');
  });

  it('teachers see every unit open; without the course there is no start', () => {
    const start = availabilityStart({ isTeacher: true }, null);
    expect(start?.getTime()).toBe(0);
    const now = new Date('2025-03-02T00:00:00.000Z');
    expect(structure.units.every((_, i) => start && !isUnitLocked(start, i, now))).toBe(true);
    expect(availabilityStart({ isTeacher: false }, null)).toBeNull();
    expect(availabilityStart({ isTeacher: false }, '2025-03-01T10:00:00.000Z')?.toISOString()).toBe('2025-03-01T10:00:00.000Z');
  });

  it('the course view says when a locked unit opens, and locks its lessons', () => {
    const view = courseView(structure, {}, purchase, new Date('2025-03-10T00:00:00.000Z'));
    expect(view.map((u) => u.status)).toEqual(['unstarted', 'locked', 'locked', 'locked', 'locked']);
    expect(view[2]?.availableFrom.toISOString()).toBe('2025-04-12T10:00:00.000Z');
    expect(view[2]?.lessons.every((l) => l.status === 'locked')).toBe(true);
    expect(view[0]?.lessons[0]?.status).toBe('unstarted');
  });
});

describe('lesson status', () => {
  it('unstarted, paused, completed; the final step alone does not start a lesson', () => {
    expect(lessonStatus('1', lesson1, {}, false)).toBe('unstarted');
    expect(lessonStatus('1', lesson1, done('u1-l1-sfinal'), false)).toBe('unstarted');
    expect(lessonStatus('1', lesson1, done('u1-l1-s1'), false)).toBe('paused');
    expect(lessonStatus('1', lesson1, done('u1-l1-s1', 'u1-l1-s2'), false)).toBe('completed');
    expect(lessonStatus('1', lesson1, done('u1-l1-s1', 'u1-l1-s2'), true)).toBe('locked');
  });

  it('a lesson with only the final step never counts as completed', () => {
    const empty = { ...lesson1, steps: [{ id: 'final', title: 'Итоги урока', exerciseIds: [] }] };
    expect(lessonStatus('1', empty, done('u1-l1-sfinal'), false)).toBe('unstarted');
  });
});

describe('unit status', () => {
  const start = new Date('2025-03-01T10:00:00.000Z');
  const now = new Date('2025-03-05T10:00:00.000Z');

  it('is completed from 80 % of its lessons completed, paused below', () => {
    expect(unitStatus(unit1, 0, done(...lessonsDone(8)), start, now)).toBe('completed');
    expect(unitStatus(unit1, 0, done(...lessonsDone(10)), start, now)).toBe('completed');
    expect(unitStatus(unit1, 0, done(...lessonsDone(7)), start, now)).toBe('paused');
  });

  it('is paused once any of its steps is done, unstarted before', () => {
    expect(unitStatus(unit1, 0, {}, start, now)).toBe('unstarted');
    expect(unitStatus(unit1, 0, done('u1-l5-s2'), start, now)).toBe('paused');
    expect(unitStatus(unit1, 0, done('u2-l1-s1'), start, now)).toBe('unstarted');
  });
});

describe('course progress', () => {
  it('is done non-final steps, and the final step of each completed lesson, divided by 426', () => {
    // u1-l1 is completed (both its steps): its final step counts; u3-l4 is not.
    const results = done('u1-l1-s1', 'u1-l1-s2', 'u3-l4-s1');
    expect(doneStepCount(structure, results)).toBe(4);
    expect(itCourseProgress(structure, results)).toBeCloseTo(4 / 426);
    // A final step stored on its own (opened early) counts for nothing.
    expect(doneStepCount(structure, done('u1-l2-s1', 'u1-l2-sfinal'))).toBe(1);
    expect(itCourseProgress(structure, {})).toBe(0);
  });

  it('ignores results that are not steps of the course and progress other than 1', () => {
    const results = { ...done('u9-l1-s1', 'something-else'), 'u1-l1-s1': { createdAt: at, value: 0 } };
    expect(doneStepCount(structure, results)).toBe(0);
  });
});
