import { courseProgress, type CourseInfo } from '@school/shared/domain';
import { hasCourseAccess, isStaff, type Viewer } from '@school/shared/permissions';

/** What the viewer may do with a course: nothing (no access), study it (a learner who bought it) or look through it (a teacher). */
export type CourseAccess = { kind: 'none' } | { kind: 'teacher' } | { kind: 'learner'; purchasedAt: Date; accessEnd: Date | null };

type CourseViewer = Pick<Viewer, 'isTeacher' | 'isAdmin' | 'isClientManager' | 'userCourses'>;

/** Teachers and school staff look through every course (they buy none). */
export function looksThrough(user: Pick<Viewer, 'isTeacher' | 'isAdmin' | 'isClientManager'>): boolean {
  return user.isTeacher || isStaff(user);
}

/**
 * Teachers and staff see every course; a learner only the courses they have, while their access lasts (spec §6).
 * The access ends when the school's record says (`accessUntil`, set at the purchase); a course without one stays open.
 */
export function courseAccessOf(user: CourseViewer, courseId: string, now: Date = new Date()): CourseAccess {
  if (looksThrough(user)) return { kind: 'teacher' };
  if (!hasCourseAccess(user, courseId, now)) return { kind: 'none' };
  const purchase = user.userCourses.find((c) => c.courseId === courseId)!;
  return { kind: 'learner', purchasedAt: new Date(purchase.createdAt), accessEnd: purchase.accessUntil ? new Date(purchase.accessUntil) : null };
}

/** When a learner's access to a course ended, if they had it and it is over; null otherwise. */
export function endedAccess(user: CourseViewer, courseId: string, now: Date = new Date()): Date | null {
  if (looksThrough(user)) return null;
  const purchase = user.userCourses.find((c) => c.courseId === courseId);
  if (!purchase?.accessUntil) return null;
  const end = new Date(purchase.accessUntil);
  return end.getTime() <= now.getTime() ? end : null;
}

/** The courses of the catalogue a viewer sees: all for teachers and staff, those they bought for learners, in catalogue order. */
export function visibleCourses(user: CourseViewer, catalogue: readonly CourseInfo[]): CourseInfo[] {
  // A course whose access has ended stays in the list, saying so; its page offers it again.
  return catalogue.filter((course) => looksThrough(user) || user.userCourses.some((c) => c.courseId === course.id));
}

/** The start of a course: 'Начался' when it is in the past, 'Старт' otherwise (spec §4). */
export function startState(purchasedAt: Date, now: Date): 'started' | 'starts' {
  return purchasedAt.getTime() <= now.getTime() ? 'started' : 'starts';
}

/** Whether the platform access of a course is over. */
export function isAccessOver(accessEnd: Date | null, now: Date): boolean {
  return accessEnd !== null && now.getTime() >= accessEnd.getTime();
}

/**
 * The progress line of a course card: under 1 a whole percent, 1 or more 'Завершен' (spec §4); null
 * when the course is not counted.
 */
export function progressLabel(courseId: string, done: number): { share: number; percent: number; completed: boolean } | null {
  const share = courseProgress(courseId, done);
  if (share === null) return null;
  return { share, percent: Math.floor(share * 100), completed: share >= 1 };
}

/** Done entries of a stored results map (value 1), 'final' steps left out. */
export function doneKeys(results: Readonly<Record<string, { value: number }>>): string[] {
  return Object.keys(results).filter((key) => results[key]?.value === 1 && !key.includes('final'));
}
