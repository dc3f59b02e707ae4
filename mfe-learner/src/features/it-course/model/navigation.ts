import type { CourseLesson, CourseResultsNormalized } from '@school/shared/schemas';
import { isStepDone } from './progress';
import { FINAL_STEP_ID, isFinalStep, type ItCourseStructure } from './structure';

/** Where the course pages live. */
export const IT_COURSE_PATH = '/lms/courses/it';

export function itLessonPath(unitId: string, lessonId: string, stepId?: string): string {
  return `${IT_COURSE_PATH}/${unitId}/${lessonId}${stepId ? `/${stepId}` : ''}`;
}

/** Done and all non-final steps of a lesson. */
export function lessonStepCounts(unitId: string, lesson: CourseLesson, results: CourseResultsNormalized): { done: number; total: number } {
  const steps = lesson.steps.filter((s) => !isFinalStep(s));
  return { done: steps.filter((s) => isStepDone(results, unitId, lesson.id, s.id)).length, total: steps.length };
}

/** The step a lesson opens at: the first one not done yet, or its final step once all are done. */
export function resumeStepId(unitId: string, lesson: CourseLesson, results: CourseResultsNormalized): string {
  const open = lesson.steps.find((s) => !isFinalStep(s) && !isStepDone(results, unitId, lesson.id, s.id));
  return open?.id ?? FINAL_STEP_ID;
}

/** The 0-based position of a unit, which decides when it opens; -1 for no such unit. */
export function unitIndexOf(structure: ItCourseStructure, unitId: string): number {
  return structure.units.findIndex((u) => u.id === unitId);
}

/** The lesson after this one in the course, across units; null after the last. */
export function nextLesson(structure: ItCourseStructure, unitId: string, lessonId: string): { unitId: string; lessonId: string } | null {
  const all = structure.units.flatMap((u) => u.lessons.map((l) => ({ unitId: u.id, lessonId: l.id })));
  const index = all.findIndex((l) => l.unitId === unitId && l.lessonId === lessonId);
  return index < 0 ? null : (all[index + 1] ?? null);
}

const LESSON_PATH = /^([^/]+)\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * The lesson whose exercises a path under the course (`1/2/4`, `1/2`) is about to show, known before
 * the course structure is: null for the course page and for a lesson's final step, which has none.
 */
export function lessonShownAt(pathInCourse: string): { unitId: string; lessonId: string } | null {
  const match = LESSON_PATH.exec(pathInCourse);
  if (!match || match[3] === FINAL_STEP_ID) return null;
  return { unitId: match[1]!, lessonId: match[2]! };
}
