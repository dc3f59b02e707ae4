import * as v from 'valibot';
import { courseLessonKey, type CourseId } from '@school/shared/domain';
import type { CourseResultsNormalized } from '@school/shared/schemas';
import { loadContentFile } from '../../../lib/content-file';
import { loadOncePerKey } from '../../../lib/load-once';

/**
 * The lesson-counted courses (kids, teens, job interview, confident tourist): their lesson lists live
 * in content/courses/{courseId}.json, one file per course.
 */
export const LESSON_COURSE_IDS = ['job-interview', 'confident-tourist', 'teens', 'kids'] as const satisfies readonly CourseId[];
export type LessonCourseId = (typeof LESSON_COURSE_IDS)[number];

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

export const CourseLessonsFileSchema = v.pipe(
  v.object({
    courseId: v.picklist(LESSON_COURSE_IDS),
    /** Who the course is for and what it gives, in Russian. */
    audience: text(400),
    lessons: v.pipe(
      v.array(
        v.object({
          number: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
          title: text(120),
          description: text(400),
          /** The lesson of the library it is taught with ('Int-1', 'A1-5'). */
          libraryLesson: v.optional(v.pipe(v.string(), v.regex(/^(A1|A2|B1|B2|C1|Int)-\d{1,2}(t|temp)?$/))),
        }),
      ),
      v.minLength(1),
      v.maxLength(60),
    ),
  }),
  v.check((f) => f.lessons.every((l, i) => l.number === i + 1), 'lessons are numbered 1…n in order'),
);
type CourseLessonsFile = v.InferOutput<typeof CourseLessonsFileSchema>;

export function isLessonCourse(courseId: string): courseId is LessonCourseId {
  return (LESSON_COURSE_IDS as readonly string[]).includes(courseId);
}

/** The lessons of a course, loaded and checked on first use (a failed load is tried again next time). */
export const loadCourseLessons = loadOncePerKey(async (courseId: LessonCourseId): Promise<CourseLessonsFile> => {
  const file = v.parse(CourseLessonsFileSchema, await loadContentFile(`courses/${courseId}`));
  if (file.courseId !== courseId) throw new Error(`content/courses/${courseId}.json holds ${file.courseId}`);
  return file;
});

/** A lesson counts as done once the learner marked it (stored progress 1). */
export function isLessonDone(results: CourseResultsNormalized, lessonNumber: number): boolean {
  return results[courseLessonKey(lessonNumber)]?.value === 1;
}

export function doneLessonCount(results: CourseResultsNormalized, lessonCount: number): number {
  let done = 0;
  for (let n = 1; n <= lessonCount; n++) if (isLessonDone(results, n)) done++;
  return done;
}
