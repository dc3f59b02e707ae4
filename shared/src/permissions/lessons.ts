import { isStudentRole, type Viewer } from './viewer';

/**
 * The learner's lessons, reminders, calendar feeds and notification centre. Each user reads only their
 * own: the server takes the user from the session, never from the request.
 */

/** The lessons block of the dashboard and «Мои уроки»: learners (students, kids, teens). */
export function canSeeOwnLessons(user: Pick<Viewer, 'roleId'>): boolean {
  return isStudentRole(user);
}

/** Mark a task of a report done: the student the report is for (or a student of its group). */
export function canMarkHomework(user: Pick<Viewer, 'id' | 'roleId'>, report: { studentIds: readonly number[] }): boolean {
  return isStudentRole(user) && report.studentIds.includes(user.id);
}

/** The agenda of today's and this week's lessons on the teacher home: teachers, their own lessons. */
export function canSeeTeacherAgenda(user: Pick<Viewer, 'isTeacher'>): boolean {
  return user.isTeacher;
}

/** A private calendar address and lesson reminders: those who have lessons, teachers and learners. */
export function hasLessonCalendar(user: Pick<Viewer, 'isTeacher' | 'roleId'>): boolean {
  return user.isTeacher || isStudentRole(user);
}

/** The bell of the notification centre in the header: teachers, learners and HR users. */
export function showsNotificationBell(user: Pick<Viewer, 'isTeacher' | 'roleId' | 'hrUserGroupIds'>): boolean {
  return user.isTeacher || isStudentRole(user) || user.hrUserGroupIds.length > 0;
}

/** The groups of a student and their reports on the student's page: the student themself. */
export function seesOwnGroupReports(user: Pick<Viewer, 'id'>, studentId: number): boolean {
  return user.id === studentId;
}
