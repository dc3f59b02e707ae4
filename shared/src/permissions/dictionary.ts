import { isStudentRole, type Viewer } from './viewer';

/**
 * A learner's own dictionary: only the learner adds, changes and removes its words (teachers approve
 * them, see canApproveWords; others who may open the student page only read them).
 */
export function canEditDictionary(user: Pick<Viewer, 'id' | 'roleId'>, studentId: number): boolean {
  return user.id === studentId && isStudentRole(user);
}
