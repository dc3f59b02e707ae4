import { describe, expect, it } from 'vitest';
import { COURSES } from '@school/shared/domain';
import { courseAccessOf, doneKeys, endedAccess, isAccessOver, progressLabel, startState, visibleCourses } from './access';

const learner = (courses: { courseId: string; createdAt: string; accessUntil?: string | null }[]) => ({
  isTeacher: false,
  isAdmin: false,
  isClientManager: false,
  userCourses: courses,
});
const teacher = { isTeacher: true, isAdmin: false, isClientManager: false, userCourses: [] };

describe('course access', () => {
  it('closes a course to a learner who does not have it', () => {
    expect(courseAccessOf(learner([{ courseId: 'kids', createdAt: '2026-01-01T00:00:00.000Z' }]), 'it')).toEqual({ kind: 'none' });
  });

  it('opens a bought course with its purchase date and the end of the access the school recorded', () => {
    const bought = learner([{ courseId: 'job-interview', createdAt: '2026-02-10T08:00:00.000Z', accessUntil: '2027-02-10T08:00:00.000Z' }]);
    const access = courseAccessOf(bought, 'job-interview', new Date('2026-06-01T00:00:00.000Z'));
    expect(access).toEqual({
      kind: 'learner',
      purchasedAt: new Date('2026-02-10T08:00:00.000Z'),
      accessEnd: new Date('2027-02-10T08:00:00.000Z'),
    });
    expect(endedAccess(bought, 'job-interview', new Date('2026-06-01T00:00:00.000Z'))).toBeNull();
  });

  it('closes a course whose access has ended and says when; a course given without an end stays open', () => {
    const bought = learner([{ courseId: 'it', createdAt: '2026-01-10T08:00:00.000Z', accessUntil: '2026-07-10T08:00:00.000Z' }]);
    const after = new Date('2026-07-10T08:00:00.000Z');
    expect(courseAccessOf(bought, 'it', after)).toEqual({ kind: 'none' });
    expect(endedAccess(bought, 'it', after)).toEqual(new Date('2026-07-10T08:00:00.000Z'));
    expect(visibleCourses(bought, COURSES).map((c) => c.id)).toEqual(['it']);
    expect(courseAccessOf(learner([{ courseId: 'it', createdAt: '2020-01-01T00:00:00.000Z', accessUntil: null }]), 'it', after)).toMatchObject({
      kind: 'learner',
      accessEnd: null,
    });
  });

  it('opens every course to a teacher, and to staff to look through', () => {
    expect(courseAccessOf(teacher, 'it')).toEqual({ kind: 'teacher' });
    expect(visibleCourses(teacher, COURSES)).toHaveLength(COURSES.length);
    expect(visibleCourses({ ...teacher, isTeacher: false, isAdmin: true }, COURSES)).toHaveLength(COURSES.length);
  });

  it('shows a learner only the courses they have, in catalogue order', () => {
    const user = learner([
      { courseId: 'kids', createdAt: '2026-01-01T00:00:00.000Z' },
      { courseId: 'it', createdAt: '2026-01-02T00:00:00.000Z' },
      { courseId: 'additional-materials-it', createdAt: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(visibleCourses(user, COURSES).map((c) => c.id)).toEqual(['it', 'kids']);
  });

  it("says 'started' for a start in the past and 'starts' for one ahead", () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    expect(startState(new Date('2026-03-01T11:59:00.000Z'), now)).toBe('started');
    expect(startState(new Date('2026-03-02T09:00:00.000Z'), now)).toBe('starts');
  });

  it('ends the access at its end date', () => {
    const end = new Date('2026-07-01T00:00:00.000Z');
    expect(isAccessOver(end, new Date('2026-06-30T23:59:59.000Z'))).toBe(false);
    expect(isAccessOver(end, end)).toBe(true);
    expect(isAccessOver(null, end)).toBe(false);
  });
});

describe('course progress on a card', () => {
  it('shows a whole percent under 1 and completed at 1', () => {
    expect(progressLabel('it', 213)).toEqual({ share: 0.5, percent: 50, completed: false });
    expect(progressLabel('it', 425)?.percent).toBe(99);
    expect(progressLabel('job-interview', 9)).toEqual({ share: 1, percent: 100, completed: true });
    expect(progressLabel('additional-materials-it', 3)).toBeNull();
  });

  it('counts stored entries of value 1 and leaves the final steps out', () => {
    expect(doneKeys({ 'u1-l1-s1': { value: 1 }, 'u1-l1-sfinal': { value: 1 }, 'u1-l1-s2': { value: 0.5 }, l3: { value: 1 } }).sort()).toEqual([
      'l3',
      'u1-l1-s1',
    ]);
  });
});
