import { isOwnTeacher, type StudentAccessFacts } from './students';
import { isStudentRole, type Viewer } from './viewer';

/**
 * The daily review: a learner reads and changes only their own cards (nobody else, not their
 * teachers: the schedule is the learner's own).
 */
export function canUseReview(user: Pick<Viewer, 'id' | 'roleId'>, studentId: number): boolean {
  return user.id === studentId && isStudentRole(user);
}

/**
 * The review summary on a student's Stats tab: the student's own teachers and admins (who see that
 * tab); not HR users, not client managers, not other teachers.
 */
export function canSeeReviewSummary(user: Viewer, student: StudentAccessFacts): boolean {
  return user.isAdmin || isOwnTeacher(user, student);
}
