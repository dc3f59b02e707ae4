import { useLevelTestResult } from './level-test-queries';
import { useProgramProgress, useStudentContact } from './student-queries';

/**
 * The parts of the profile tab that load apart from the student: its contacts, level test and
 * program progress. The page starts them together with the student, and the tab appears once they
 * have answered, whole, instead of growing card by card and pushing what is being read.
 */
export function useProfileTabParts(studentId: number, enabled = true): { pending: boolean } {
  const parts = [useStudentContact(studentId, enabled), useLevelTestResult(studentId, enabled), useProgramProgress(studentId, enabled)];
  return { pending: enabled && parts.some((part) => part.isPending) };
}
