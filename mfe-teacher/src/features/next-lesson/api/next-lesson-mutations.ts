import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, callEndpoint, endpointDef } from '@school/shared/api';
import type { Appointment } from '@school/shared/schemas';

/** Whose next lesson: one student's single lesson, or a group's lesson (spec §7 calls). */
export type NextLessonTarget = { kind: 'student'; studentId: number } | { kind: 'group'; studentGroupId: number };

/** Every list that shows next lessons. */
const AFFECTED = [['students.getStudent'], ['students.getNextAppointments'], ['studentGroup'], ['teachers.getHome']];

function useRefreshNextLessons() {
  const client = useQueryClient();
  return () => Promise.all(AFFECTED.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** Schedules (no appointmentId) or changes a next lesson; answers the appointment. */
export function useSaveNextLesson(target: NextLessonTarget) {
  const refresh = useRefreshNextLessons();
  return useMutation<Appointment, ApiError, { appointmentId: number | null; date: string }>({
    mutationFn: async ({ appointmentId, date }) => {
      const body = { date };
      if (target.kind === 'student') {
        return appointmentId === null
          ? callEndpoint(await endpointDef('createStudentAppointment'), { params: { studentId: target.studentId }, body })
          : callEndpoint(await endpointDef('updateStudentAppointment'), { params: { studentId: target.studentId, id: appointmentId }, body });
      }
      return appointmentId === null
        ? callEndpoint(await endpointDef('createGroupAppointment'), { params: { studentGroupId: target.studentGroupId }, body })
        : callEndpoint(await endpointDef('updateGroupAppointment'), { params: { studentGroupId: target.studentGroupId, id: appointmentId }, body });
    },
    // The lists refresh in the background: the caller's own success handling does not wait for them.
    onSuccess: () => void refresh(),
  });
}

/** Deletes a next lesson. A failure is ignored (the lists are refreshed either way). */
export function useDeleteNextLesson(target: NextLessonTarget) {
  const refresh = useRefreshNextLessons();
  return useMutation<unknown, ApiError, number>({
    mutationFn: async (appointmentId) =>
      target.kind === 'student'
        ? callEndpoint(await endpointDef('deleteStudentAppointment'), { params: { studentId: target.studentId, id: appointmentId } })
        : callEndpoint(await endpointDef('deleteGroupAppointment'), { params: { studentGroupId: target.studentGroupId, id: appointmentId } }),
    onSettled: () => void refresh(),
  });
}
