import { useProcedureMutation } from '@school/shared/api';

/** Sends the questionnaire: it becomes a new teacher-search request. */
export function useSendQuestionnaire() {
  return useProcedureMutation('teachers.createTeacherSearchRequest');
}
