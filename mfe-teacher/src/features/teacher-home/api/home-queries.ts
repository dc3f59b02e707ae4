import { useProcedureQuery } from '@school/shared/api';

/** Own students and groups (teachers) or everyone (staff); the sidebar and the home share it. */
export function useTeacherHome(enabled = true) {
  return useProcedureQuery('teachers.getHome', {}, { staleTime: 60_000, enabled });
}

export function useNewSearchRequestsCount(enabled: boolean) {
  return useProcedureQuery('teachers.newTeacherSearchRequestsCount', {}, { staleTime: 60_000, retry: false, enabled });
}
