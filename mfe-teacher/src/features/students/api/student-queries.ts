import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointDef, normaliseError, queryKeys, useProcedureMutation, useProcedureQuery } from '@school/shared/api';
import type { Student } from '@school/shared/schemas';

export function useStudent(studentId: number) {
  return useProcedureQuery('students.getStudent', { studentId });
}

export function useStudentContact(studentId: number, enabled = true) {
  return useProcedureQuery('students.getContact', { studentId }, { enabled });
}

export function useNextAppointments(studentId: number, enabled = true) {
  return useProcedureQuery('students.getNextAppointments', { studentId }, { enabled });
}

export function useUnapprovedWordsCount(studentId: number, userId: number) {
  return useProcedureQuery('students.getUnapprovedWordsCount', { studentId, userId });
}

export function useWords(studentId: number) {
  return useProcedureQuery('students.getWords', { studentId });
}

export function useApproveWords(studentId: number) {
  const client = useQueryClient();
  return useProcedureMutation('students.approveWords', {
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.procedure('students.getWords', { studentId }) }),
        client.invalidateQueries({ queryKey: ['students.getUnapprovedWordsCount'] }),
      ]),
  });
}

export function useStudentStats(studentId: number) {
  return useProcedureQuery('students.getStats', { studentId });
}

export function useProgramProgress(studentId: number, enabled = true) {
  return useProcedureQuery('students.getProgramProgress', { studentId }, { enabled });
}

export function useRecordings(studentId: number) {
  return useProcedureQuery('students.getRecordings', { studentId });
}

export function useCourses(studentId: number) {
  return useProcedureQuery('students.getCourses', { studentId });
}

/** Saves profile changes or an activation; the page shows the answer at once. */
export function useUpdateStudent() {
  const client = useQueryClient();
  return useProcedureMutation('students.updateStudent', {
    onSuccess: (student: Student) => {
      client.setQueryData(queryKeys.procedure('students.getStudent', { studentId: student.id }), student);
      void client.invalidateQueries({ queryKey: ['students.getProgramProgress'] });
      void client.invalidateQueries({ queryKey: ['teachers.getHome'] });
    },
  });
}

/** Tells the school's error list about a failed call (seen by admins). Never throws. */
export async function reportClientError(error: unknown, message: string, context: Record<string, unknown>): Promise<void> {
  const status = normaliseError(error).status;
  try {
    await callEndpoint(await endpointDef('reportError'), {
      body: { message, status: status || null, context, url: typeof window !== 'undefined' ? window.location.pathname : '' },
    });
  } catch {
    // Reporting is best effort.
  }
}
