import { useQuery } from '@tanstack/react-query';
import { loadCourseLessons, type LessonCourseId } from '../model/course-lessons';

/** The lesson list of a course (its own file). */
export function useCourseLessons(courseId: LessonCourseId) {
  return useQuery({ queryKey: ['courses', 'lessons', courseId], queryFn: () => loadCourseLessons(courseId), staleTime: Infinity });
}
