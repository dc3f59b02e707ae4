import { COURSES, courseProgress, isCourseAccessOpen, itCourseStepsDone, parseCourseProgressKey, type CourseId, type CourseInfo } from '@school/shared/domain';
import type { CourseResultsNormalized, CurrentUser } from '@school/shared/schemas';
import { dashboardTexts } from '../texts';
import { type DashboardVariant } from './dashboard-variant';

/** The main English course (A1 to C1): always the first card of 'Мои курсы'. */
const MAIN_COURSE = { id: 'main', path: '/lms/lessons' } as const;

export interface CourseCard {
  id: 'main' | CourseId;
  path: string;
  /**
   * 'open' a course the learner studies; 'ended' one whose access is over; 'for-sale' one they may buy
   * (its page shows the price cards); 'main' the main English course.
   */
  state: 'main' | 'open' | 'ended' | 'for-sale';
  /** When the learner got the course (the IT course's first unit opens then); none for the main course and courses for sale. */
  startDate: string | null;
  /** Whether progress is counted for this card (the main course and courses for sale have none). */
  counted: boolean;
}

const AUDIENCE_OF_VARIANT: Record<DashboardVariant, CourseInfo['audience']> = { default: 'adults', kids: 'kids', teens: 'teens' };

/**
 * The main English course first, then the learner's courses in the school's order, each once (a course
 * whose access ended says so), then, for a learner who may buy, the courses of their dashboard's audience
 * they do not have: each card opens the course's page, where it is bought.
 */
export function courseCards(user: Pick<CurrentUser, 'userCourses'>, options: { variant?: DashboardVariant; canBuy?: boolean; now?: Date } = {}): CourseCard[] {
  const now = options.now ?? new Date();
  const mine = COURSES.flatMap((course): CourseCard[] => {
    const own = user.userCourses.filter((c) => c.courseId === course.id).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (!own[0]) return [];
    const open = own.some((c) => isCourseAccessOpen(c, now));
    return [{ id: course.id, path: course.path, state: open ? 'open' : 'ended', startDate: own[0].createdAt, counted: true }];
  });
  const audience = AUDIENCE_OF_VARIANT[options.variant ?? 'default'];
  const forSale = options.canBuy
    ? COURSES.filter((course) => course.audience === audience && !mine.some((c) => c.id === course.id)).map((course): CourseCard => ({
        id: course.id,
        path: course.path,
        state: 'for-sale',
        startDate: null,
        counted: false,
      }))
    : [];
  return [{ id: MAIN_COURSE.id, path: MAIN_COURSE.path, state: 'main', startDate: null, counted: false }, ...mine, ...forSale];
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
  if (progress >= 1) return dashboardTexts.courses.completed;
  return dashboardTexts.courses.percent(Math.floor(Math.max(0, progress) * 100));
}

/** 'Начался' when the start is past (or now), 'Старт' when it is ahead. */
export function startWord(startDate: string, now: Date): string {
  return new Date(startDate).getTime() <= now.getTime() ? dashboardTexts.courses.started : dashboardTexts.courses.starts;
}
