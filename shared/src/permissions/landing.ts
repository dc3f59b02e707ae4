import { canBuyLessons } from './commerce';
import { isStaff, isStudentRole, type Viewer } from './viewer';

/** Leads of the introductory lesson: admins and client managers (who call the visitors back). */
export function canSeeLeads(user: Pick<Viewer, 'isAdmin' | 'isClientManager'>): boolean {
  return isStaff(user);
}

/** Inviting friends is for learners, who are the ones buying lessons. */
export function canInviteFriends(user: Pick<Viewer, 'roleId' | 'isAdmin' | 'isClientManager' | 'isTeacher' | 'hrUserGroupIds'>): boolean {
  return canBuyLessons(user);
}

/** A learner reads their own invited friends; staff may read anyone's (to answer questions about a bonus). */
export function canReadReferralsOf(user: Pick<Viewer, 'id' | 'isAdmin' | 'isClientManager'>, studentId: number): boolean {
  return user.id === studentId || isStaff(user);
}

/** The teacher-search questionnaire is sent by learners. */
export function canSendTeacherSearchRequest(user: Pick<Viewer, 'roleId'>): boolean {
  return isStudentRole(user);
}

/** A level test result is stored for learners (a visitor or a teacher sees it and nothing is kept). */
export function canSaveLevelTestResult(user: Pick<Viewer, 'roleId'>): boolean {
  return isStudentRole(user);
}
