import { itUnitAvailableFrom } from '@school/shared/domain';
import type { CourseLesson, CourseResultsNormalized, CourseUnit } from '@school/shared/schemas';
import { IT_COURSE_STEP_TOTAL, isFinalStep, stepKey, type ItCourseStructure } from './structure';

/**
 * Statuses of the IT course (spec §4), computed from the structure and the student's stored
 * results (`students.getCourseResultsNormalized`: step key → { createdAt, value }).
 */

export type LessonStatus = 'unstarted' | 'paused' | 'completed' | 'locked';
export type UnitStatus = 'unstarted' | 'paused' | 'completed' | 'locked';

/** A unit is completed when at least this share of its lessons is completed. */
const UNIT_COMPLETED_SHARE = 0.8;
/** Teachers see every unit as open since this epoch-like date. */
export const TEACHER_AVAILABILITY_START = new Date(0);

/** A step is done when its stored progress equals 1. */
export function isStepDone(results: CourseResultsNormalized, unitId: string, lessonId: string, stepId: string): boolean {
  return results[stepKey(unitId, lessonId, stepId)]?.value === 1;
}

/** The date the units count from: the purchase of the course, or the epoch for teachers; null without access. */
export function availabilityStart(viewer: { isTeacher: boolean }, purchasedAt: Date | string | null): Date | null {
  if (viewer.isTeacher) return TEACHER_AVAILABILITY_START;
  if (purchasedAt === null) return null;
  return new Date(purchasedAt);
}

/** When a unit opens: the start plus three weeks per unit before it (unit 1 opens at the start). */
export function unitAvailableFrom(start: Date, unitIndex: number): Date {
  return itUnitAvailableFrom(start, unitIndex);
}

export function isUnitLocked(start: Date, unitIndex: number, now: Date): boolean {
  return now.getTime() < unitAvailableFrom(start, unitIndex).getTime();
}

function doneNonFinalSteps(unitId: string, lesson: CourseLesson, results: CourseResultsNormalized): number {
  return lesson.steps.filter((s) => !isFinalStep(s) && isStepDone(results, unitId, lesson.id, s.id)).length;
}

/**
 * Locked with its unit; completed when every non-final step is done (and there is one); paused
 * when at least one non-final step is done; unstarted otherwise.
 */
export function lessonStatus(unitId: string, lesson: CourseLesson, results: CourseResultsNormalized, unitLocked: boolean): LessonStatus {
  if (unitLocked) return 'locked';
  const total = lesson.steps.filter((s) => !isFinalStep(s)).length;
  const done = doneNonFinalSteps(unitId, lesson, results);
  if (total > 0 && done === total) return 'completed';
  if (done > 0) return 'paused';
  return 'unstarted';
}

/**
 * Locked before its availability date; completed when at least 80 % of its lessons are completed;
 * paused when any of its steps is done; unstarted otherwise.
 */
export function unitStatus(unit: CourseUnit, unitIndex: number, results: CourseResultsNormalized, start: Date, now: Date): UnitStatus {
  if (isUnitLocked(start, unitIndex, now)) return 'locked';
  const completed = unit.lessons.filter((l) => lessonStatus(unit.id, l, results, false) === 'completed').length;
  if (unit.lessons.length > 0 && completed >= UNIT_COMPLETED_SHARE * unit.lessons.length) return 'completed';
  const anyDone = unit.lessons.some((l) => l.steps.some((s) => isStepDone(results, unit.id, l.id, s.id)));
  return anyDone ? 'paused' : 'unstarted';
}

/**
 * Steps of the course counted as done: done non-final steps, and the final step of every completed
 * lesson (docs/decisions.md, "IT course progress"), so the whole course done is 426 of 426.
 */
export function doneStepCount(structure: ItCourseStructure, results: CourseResultsNormalized): number {
  return structure.units.reduce(
    (sum, u) =>
      sum +
      u.lessons.reduce((s, l) => {
        const done = doneNonFinalSteps(u.id, l, results);
        return s + done + (lessonStatus(u.id, l, results, false) === 'completed' ? 1 : 0);
      }, 0),
    0,
  );
}

/** Course progress 0…1: steps counted as done divided by 426. */
export function itCourseProgress(structure: ItCourseStructure, results: CourseResultsNormalized): number {
  return Math.min(1, doneStepCount(structure, results) / IT_COURSE_STEP_TOTAL);
}

interface UnitView {
  unit: CourseUnit;
  status: UnitStatus;
  availableFrom: Date;
  lessons: { lesson: CourseLesson; status: LessonStatus }[];
}

/** Every unit with its status, opening date and lesson statuses, for the course page. */
export function courseView(structure: ItCourseStructure, results: CourseResultsNormalized, start: Date, now: Date): UnitView[] {
  return structure.units.map((unit, index) => {
    const locked = isUnitLocked(start, index, now);
    return {
      unit,
      status: unitStatus(unit, index, results, start, now),
      availableFrom: unitAvailableFrom(start, index),
      lessons: unit.lessons.map((lesson) => ({ lesson, status: lessonStatus(unit.id, lesson, results, locked) })),
    };
  });
}

/** Whether opening a step should record progress: only the student's own, and only once. */
export function shouldRecordStep(viewer: { isTeacher: boolean; id: number }, studentId: number, results: CourseResultsNormalized, key: string): boolean {
  return !viewer.isTeacher && viewer.id === studentId && results[key] === undefined;
}
