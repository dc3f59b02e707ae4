import { useCurrentUser } from '@school/shared/api';
import { usePrefetchStudentReports } from '../../reports';
import { useLevelTestResult } from './level-test-queries';
import { useNextAppointments, useProgramProgress, useStudentContact } from './student-queries';

/**
 * The parts of the profile tab that load apart from the student: its contacts, level test and
 * program progress, which the tab waits for; the next lessons (shown to everybody but the student,
 * unless the student's status forbids editing) and the first slice of the reports. The page starts
 * them together with the student, and the tab appears once its parts have answered, whole, instead of
 * growing card by card and pushing what is being read.
 */
export function useProfileTabParts(studentId: number, enabled = true): { pending: boolean } {
  const user = useCurrentUser();
  const parts = [useStudentContact(studentId, enabled), useLevelTestResult(studentId, enabled), useProgramProgress(studentId, enabled)];
  useNextAppointments(studentId, enabled && user.id !== studentId);
  usePrefetchStudentReports(studentId, user, enabled);
  return { pending: enabled && parts.some((part) => part.isPending) };
}
