import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useProcedureMutation, useProcedureQuery } from '@school/shared/api';

/** The student's words (both tabs come from one list). */
export function useMyWords(studentId: number) {
  return useProcedureQuery('students.getWords', { studentId });
}

/** After a change: the word list and every unapproved-words badge. */
function useRefreshWords(studentId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.procedure('students.getWords', { studentId }) }),
      client.invalidateQueries({ queryKey: ['students.getUnapprovedWordsCount'] }),
    ]);
}

export function useAddWord(studentId: number) {
  const refresh = useRefreshWords(studentId);
  return useProcedureMutation('dictionary.addWord', { onSuccess: refresh });
}

export function useUpdateWord(studentId: number) {
  const refresh = useRefreshWords(studentId);
  return useProcedureMutation('dictionary.updateWord', { onSuccess: refresh });
}

export function useDeleteWord(studentId: number) {
  const refresh = useRefreshWords(studentId);
  return useProcedureMutation('dictionary.deleteWord', { onSuccess: refresh });
}

/** Words met in a lesson's training go to «Слова из упражнений». */
export function useAddExerciseWords(studentId: number) {
  const refresh = useRefreshWords(studentId);
  return useProcedureMutation('dictionary.addExerciseWords', { onSuccess: refresh });
}
