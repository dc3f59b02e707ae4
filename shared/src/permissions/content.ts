import type { CurrentUser, Material } from '../schemas';
import { isApprentice, type Viewer } from './viewer';

/**
 * A lesson material for a non-teacher: shown when the learner has the course
 * `additional-materials-{first tag}` or the material is tagged general. Smalltalks additionally
 * need their own permission, for teachers too.
 */
export function canSeeMaterial(args: {
  user: Pick<Viewer, 'isTeacher' | 'userCourses'>;
  material: Pick<Material, 'type' | 'tags'>;
  smalltalkAllowed: boolean;
}): boolean {
  const { user, material, smalltalkAllowed } = args;
  if (material.type === 'smalltalk' && !smalltalkAllowed) return false;
  if (user.isTeacher) return true;
  if (material.tags.includes('general')) return true;
  const firstTag = material.tags[0];
  if (!firstTag) return false;
  return user.userCourses.some((course) => course.courseId === `additional-materials-${firstTag}`);
}

/** The fields of the signed-in user that decide which lesson materials they see. */
export type MaterialViewer = Pick<CurrentUser, 'isTeacher' | 'userCourses' | 'smalltalkAllowed'>;

/**
 * canSeeMaterial for the signed-in user: the small-talk permission is the user's own stored flag
 * (`smalltalkAllowed` of the session), see docs/decisions.md.
 */
export function canUserSeeMaterial(user: MaterialViewer, material: Pick<Material, 'type' | 'tags'>): boolean {
  return canSeeMaterial({ user, material, smalltalkAllowed: user.smalltalkAllowed });
}

/** A course is open to teachers, and to learners who have it while its access lasts (a course with no end stays open). */
export function hasCourseAccess(user: Pick<Viewer, 'isTeacher' | 'userCourses'>, courseId: string, now: Date = new Date()): boolean {
  return (
    user.isTeacher ||
    user.userCourses.some((course) => course.courseId === courseId && (!course.accessUntil || new Date(course.accessUntil).getTime() > now.getTime()))
  );
}

/** The methodology section and the teacher menu: teachers. */
export function canSeeMethodology(user: Pick<Viewer, 'isTeacher'>): boolean {
  return user.isTeacher;
}

/** The paid-lessons card: self-paying users who are not apprentices. */
export function canSeePaidLessonsCard(user: Pick<Viewer, 'selfPaying' | 'roleId'>): boolean {
  return user.selfPaying && !isApprentice(user);
}

/** The free introductory lesson button: visitors who are not signed in. */
export function showFreeLessonButton(signedIn: boolean): boolean {
  return !signedIn;
}

/** The /programs link opens only for A/B test group 1. */
export function canOpenProgramsLink(abTestGroup: number): boolean {
  return abTestGroup === 1;
}

/** Only the student's own course progress is recorded: never for someone else, never a teacher's viewing. */
export function canRecordCourseProgress(user: Pick<Viewer, 'id' | 'isTeacher'>, studentId: number): boolean {
  return !user.isTeacher && user.id === studentId;
}
