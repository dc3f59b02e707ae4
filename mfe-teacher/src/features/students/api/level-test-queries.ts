import { useProcedureQuery } from '@school/shared/api';

/** The student's latest level test result (taken on /test/questions), or null. */
export function useLevelTestResult(studentId: number, enabled = true) {
  return useProcedureQuery('levelTest.getResult', { studentId }, { staleTime: 60_000, enabled });
}
