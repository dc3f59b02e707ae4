import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, useProcedureMutation, useProcedureQuery } from '@school/shared/api';
import type { CourseResultsNormalized } from '@school/shared/schemas';

const resultsKey = (courseId: string) => queryKeys.procedure('students.getCourseResultsNormalized', { courseId, studentId: 'me' });

/** The signed-in learner's stored progress of a course: step or lesson key → { createdAt, value }. */
export function useCourseResults(courseId: string, options: { enabled?: boolean } = {}) {
  return useProcedureQuery('students.getCourseResultsNormalized', { courseId, studentId: 'me' }, options);
}

/**
 * Records a step or a lesson as done (progress 1). The cached map gets the new entry from the answer,
 * without fetching the map again.
 */
export function useRecordCourseResult(courseId: string) {
  const client = useQueryClient();
  return useProcedureMutation('students.createCourseResult', {
    onSuccess: (answer, input) => {
      const entry = answer[input.fieldName];
      if (!entry) return;
      client.setQueryData<CourseResultsNormalized>(resultsKey(courseId), (old) => ({ ...old, [input.fieldName]: entry }));
    },
  });
}
