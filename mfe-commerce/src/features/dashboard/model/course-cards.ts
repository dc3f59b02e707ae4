import { COURSES, courseProgress, itCourseStepsDone, parseCourseProgressKey, type CourseId } from '@school/shared/domain';
import type { CourseResultsNormalized, CurrentUser } from '@school/shared/schemas';
import { texts } from '../../../texts';

/** The main English course (A1 to C1): always the first card of 'Мои курсы'. */
export const MAIN_COURSE = { id: 'main', path: '/lms/lessons' } as const;

export interface CourseCard {
  id: 'main' | CourseId;
  path: string;
  /** When the learner got the course (the IT course's first unit opens then); none for the main course. */
  startDate: string | null;
  /** Whether progress is counted for this card (the main course has none). */
  counted: boolean;
}

/** The main English course first, then the learner's courses in the school's order, each once. */
export function courseCards(user: Pick<CurrentUser, 'userCourses'>): CourseCard[] {
  const mine = COURSES.flatMap((course) => {
    const own = user.userCourses.filter((c) => c.courseId === course.id).sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
    return own ? [{ id: course.id, path: course.path, startDate: own.createdAt, counted: true }] : [];
  });
  return [{ id: MAIN_COURSE.id, path: MAIN_COURSE.path, startDate: null, counted: false }, ...mine];
}

/**
 * Steps (IT course) or lessons (other courses) done: stored progress 1 under a key the course knows.
 * The IT course counts its done non-final steps and the final step of every lesson done (of 426).
 */
export function doneUnitsOf(courseId: string, results: CourseResultsNormalized): number {
  const done = Object.entries(results)
    .filter(([key, result]) => result.value === 1 && parseCourseProgressKey(courseId, key) !== null)
    .map(([key]) => key);
  return courseId === 'it' ? itCourseStepsDone(done) : done.length;
}

/** The card's progress 0…1 from the course results, or null when the course is not counted. */
export function cardProgress(courseId: string, results: CourseResultsNormalized): number | null {
  return courseProgress(courseId, doneUnitsOf(courseId, results));
}

/** Under 1: the percent done (rounded down, so 100 % is never shown before the end); 1 or more: 'Завершен'. */
export function progressText(progress: number): string {
  if (progress >= 1) return texts.courses.completed;
  return texts.courses.percent(Math.floor(Math.max(0, progress) * 100));
}

/** 'Начался' when the start is past (or now), 'Старт' when it is ahead. */
export function startWord(startDate: string, now: Date): string {
  return new Date(startDate).getTime() <= now.getTime() ? texts.courses.started : texts.courses.starts;
}
