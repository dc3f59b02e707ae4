import { useQueryClient } from '@tanstack/react-query';
import { useProcedureMutation, useProcedureQuery } from '@school/shared/api';

export function useSearchRequests() {
  return useProcedureQuery('teachers.getTeacherSearchRequests', {});
}

/** Marks requests seen; the list and the menu badge follow. */
export function useMarkSeen() {
  const client = useQueryClient();
  return useProcedureMutation('teachers.markTeacherSearchRequestsSeen', {
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['teachers.getTeacherSearchRequests'] }),
        client.invalidateQueries({ queryKey: ['teachers.newTeacherSearchRequestsCount'] }),
      ]),
  });
}
