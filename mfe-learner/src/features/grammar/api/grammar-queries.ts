import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, useProcedureMutation, useProcedureQuery } from '@school/shared/api';
import { loadGrammarTopics } from '../model/topics';

/** The grammar topic catalogue (its own chunk), loaded once. */
export function useGrammarTopics() {
  return useQuery({ queryKey: ['grammar', 'topics'], queryFn: loadGrammarTopics, staleTime: Infinity });
}

export function useProgramStatuses(studentId: number) {
  return useProcedureQuery('students.getProgramStatuses', { studentId });
}

/** Sets a topic's status (teachers of the student and staff); the cached statuses take the answer. */
export function useSetProgramStatus(studentId: number) {
  const client = useQueryClient();
  return useProcedureMutation('students.setProgramStatus', {
    onSuccess: (statuses) => client.setQueryData(queryKeys.procedure('students.getProgramStatuses', { studentId }), statuses),
  });
}
