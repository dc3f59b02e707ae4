import { useQuery } from '@tanstack/react-query';
import type { CourseLesson } from '@school/shared/schemas';
import { loadExercisesOfLesson, loadItCourseStructure } from '../model/load-content';

/** The course structure (its own file), loaded once. */
export function useItCourseStructure() {
  return useQuery({ queryKey: ['it-course', 'structure'], queryFn: loadItCourseStructure, staleTime: Infinity, gcTime: Infinity });
}

/** The exercises of one lesson (one file per lesson), loaded when a step that has exercises opens; nothing while `lesson` is undefined. */
export function useLessonExercises(unitId: string, lesson: CourseLesson | undefined) {
  return useQuery({
    queryKey: ['it-course', 'lesson', unitId, lesson?.id],
    queryFn: () => loadExercisesOfLesson(unitId, lesson!),
    enabled: lesson !== undefined,
    staleTime: Infinity,
  });
}
