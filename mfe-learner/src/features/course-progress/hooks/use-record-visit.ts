import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@school/shared/api';
import { canRecordCourseProgress } from '@school/shared/permissions';
import type { CourseResultsNormalized } from '@school/shared/schemas';
import { useRecordCourseResult } from '../api/course-results';

/**
 * Opening a step records progress 1 once, when none is stored: only for the learner themself, never
 * for a teacher looking through the course, never for a closed unit (`enabled`).
 */
export function useRecordVisit(courseId: string, key: string, results: CourseResultsNormalized | undefined, enabled: boolean) {
  const user = useCurrentUser();
  const record = useRecordCourseResult(courseId);
  const sent = useRef(new Set<string>());
  const { mutate } = record;
  useEffect(() => {
    if (!enabled || results === undefined || results[key] !== undefined) return;
    if (!canRecordCourseProgress(user, user.id) || sent.current.has(key)) return;
    sent.current.add(key);
    mutate({ studentId: user.id, courseId, fieldName: key, fieldValue: { progress: 1 } }, { onError: () => sent.current.delete(key) });
  }, [courseId, enabled, key, mutate, results, user]);
}
