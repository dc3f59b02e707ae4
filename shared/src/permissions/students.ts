import type { Student } from '../schemas';
import { isStaff, type Viewer } from './viewer';

export interface StudentAccessFacts {
  id: number;
  teacherIds: readonly number[];
  userGroupId: number | null;
  /** Teachers of the student groups the student belongs to (they may open the student's page, read only). */
  groupTeacherIds?: readonly number[];
}

type EditingFacts = Pick<Student, 'id' | 'lastStudentStatusForbidEditing'>;

export function isOwnTeacher(user: Viewer, student: Pick<StudentAccessFacts, 'teacherIds'>): boolean {
  return user.isTeacher && student.teacherIds.includes(user.id);
}

/**
 * Open a student's page: the student's own teachers, the teachers of a group the student is in (read
 * only: the group page links to its students), admins, client managers, the student themself, and HR
 * users of the student's company (read only).
 */
export function canViewStudent(user: Viewer, student: StudentAccessFacts): boolean {
  if (isStaff(user) || user.id === student.id || isOwnTeacher(user, student)) return true;
  if (user.isTeacher && (student.groupTeacherIds ?? []).includes(user.id)) return true;
  return student.userGroupId !== null && user.hrUserGroupIds.includes(student.userGroupId);
}

/** Report editing and the next-lesson block are hidden when the last status forbids editing or the viewer is the student. */
export function isStudentEditingHidden(user: Viewer, student: EditingFacts): boolean {
  return student.lastStudentStatusForbidEditing || user.id === student.id;
}

/** Add reports for a student: the student's own teachers, unless editing is hidden. */
export function canAddReport(user: Viewer, student: StudentAccessFacts & EditingFacts): boolean {
  return isOwnTeacher(user, student) && !isStudentEditingHidden(user, student);
}

/** Set, change and delete the next single lesson: teachers, own students only (never group lessons). */
export function canScheduleNextLesson(user: Viewer, student: StudentAccessFacts & EditingFacts): boolean {
  return isOwnTeacher(user, student) && !isStudentEditingHidden(user, student);
}

/** Schedule a group's next lesson: the group's own teachers. */
export function canScheduleGroupLesson(user: Viewer, group: { teacherIds: readonly number[] }): boolean {
  return user.isTeacher && group.teacherIds.includes(user.id);
}

/** Edit bio, preferred time, program and learner portrait: all teachers, unless editing is hidden. */
export function canEditStudentProfile(user: Viewer, student: EditingFacts): boolean {
  return user.isTeacher && !isStudentEditingHidden(user, student);
}

/** Activate a not yet activated student and choose the plan: selling teachers. */
export function canActivateStudent(user: Viewer, student: Pick<Student, 'activatedAt'>): boolean {
  return user.isSellingTeacher && student.activatedAt === null;
}

/** The Stats tab of a student: admins and teachers. */
export function canSeeStatsTab(user: Viewer): boolean {
  return user.isAdmin || user.isTeacher;
}

/** The Courses tab shows only when the student has purchased courses. */
export function showCoursesTab(student: Pick<Student, 'purchasedCourseIds'>): boolean {
  return student.purchasedCourseIds.length > 0;
}

/** The external journal link of a student: client managers. */
export function canSeeJournalLink(user: Viewer): boolean {
  return user.isClientManager;
}

/** Change the status of a grammar topic in a student's program: the student's own teachers and staff. */
export function canChangeProgramStatus(user: Viewer, student: StudentAccessFacts): boolean {
  return isStaff(user) || isOwnTeacher(user, student);
}

/** Approve words in a student's dictionary: the student's own teachers. */
export function canApproveWords(user: Viewer, student: StudentAccessFacts): boolean {
  return isOwnTeacher(user, student);
}

/** Fetch and accept legal offers: teachers only, their own offers. */
export function canAccessLegalOffers(user: Viewer, teacherId: number): boolean {
  return user.isTeacher && user.id === teacherId;
}

/** Publish a new legal offer version: admins. */
export function canPublishLegalOffer(user: Viewer): boolean {
  return user.isAdmin;
}

/** The list of reported client errors: admins. */
export function canReadErrorReports(user: Viewer): boolean {
  return user.isAdmin;
}

/** Change a plan without activation: selling teachers. */
export function canChangeSubscriptionPlan(user: Viewer): boolean {
  return user.isSellingTeacher;
}

/** An appointment tied to an external calendar event is changed in that calendar only. */
export function isCalendarBound(appointment: { googleCalendarEventId: string | null }): boolean {
  return appointment.googleCalendarEventId !== null;
}

/**
 * Change or delete a student's next single lesson: a teacher who may schedule for the student, on their
 * own appointment, unless it is tied to a calendar event.
 */
export function canChangeNextLesson(
  user: Viewer,
  student: StudentAccessFacts & EditingFacts,
  appointment: { teacherId: number; googleCalendarEventId: string | null },
): boolean {
  return canScheduleNextLesson(user, student) && appointment.teacherId === user.id && !isCalendarBound(appointment);
}

export interface StudentGroupAccessFacts {
  teacherIds: readonly number[];
  studentIds: readonly number[];
  userGroupId: number | null;
}

/** Open a group's page: staff, the group's teachers and students, HR of the group's company. */
export function canViewStudentGroup(user: Viewer, group: StudentGroupAccessFacts): boolean {
  if (isStaff(user)) return true;
  if (user.isTeacher && group.teacherIds.includes(user.id)) return true;
  if (group.studentIds.includes(user.id)) return true;
  return group.userGroupId !== null && user.hrUserGroupIds.includes(group.userGroupId);
}

/**
 * What the teacher home lists: a teacher's own students and groups; every student and group for
 * admins and client managers (a staff overview); nothing for anyone else.
 */
export function teacherHomeScope(user: Viewer): 'own' | 'all' | null {
  if (isStaff(user)) return 'all';
  if (user.isTeacher) return 'own';
  return null;
}

/** Open a teacher's page: staff, the teacher themself, colleagues and the teacher's own students. */
export function canViewTeacher(user: Viewer, teacherId: number): boolean {
  return isStaff(user) || user.id === teacherId || user.isTeacher || user.teachers.some((t) => t.id === teacherId);
}

/**
 * Contacts on a teacher's page: all of them for staff and the teacher themself, the messenger handle
 * for the teacher's own students (lessons happen there), none for colleagues and others.
 */
export function teacherContactsVisible(user: Viewer, teacherId: number): 'all' | 'messenger' | 'none' {
  if (isStaff(user) || user.id === teacherId) return 'all';
  if (user.teachers.some((t) => t.id === teacherId)) return 'messenger';
  return 'none';
}

/** A teacher's students and groups on the teacher page: staff and the teacher themself. */
export function canSeeTeacherStudents(user: Viewer, teacherId: number): boolean {
  return isStaff(user) || user.id === teacherId;
}

/** Read teacher search requests and mark them seen: teachers and admins. */
export function canSeeTeacherSearchRequests(user: Viewer): boolean {
  return user.isTeacher || user.isAdmin;
}
