import { useProcedureQuery } from '@school/shared/api';

/** The signed-in teacher's lessons between two moments of the reader's own calendar. */
export function useTeacherAgenda(from: Date, to: Date) {
  return useProcedureQuery('lessons.getTeacherAgenda', { from: from.toISOString(), to: to.toISOString() }, { staleTime: 60_000 });
}
