import { useProcedureMutation, useProcedureQuery, useRefreshSession } from '@school/shared/api';

export { useStudentTransactions } from '@school/shared/api';

/** The learner's own results of a course (steps or lessons done). */
export function useCourseResults(courseId: string) {
  return useProcedureQuery('students.getCourseResultsNormalized', { courseId, studentId: 'me' }, { staleTime: 60_000 });
}

/** Decrements a notification (the onboarding-lesson-card on the first course's click), then refetches the user. */
export function useDecrementNotification() {
  const refreshSession = useRefreshSession();
  return useProcedureMutation('auth.decrementNotification', { onSuccess: () => void refreshSession() });
}

/** What the support chat hands over; read when the learner opens the chat. */
export function useSupportWidgetData(enabled: boolean) {
  return useProcedureQuery('support.getWidgetData', {}, { enabled, staleTime: 60_000 });
}
