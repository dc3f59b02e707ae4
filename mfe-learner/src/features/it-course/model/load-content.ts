import * as v from 'valibot';
import type { CourseLesson } from '@school/shared/schemas';
import { LessonExercisesSchema, type Exercise, type LessonExercises } from '../../exercises';
import { loadContentFile } from '../../../lib/content-file';
import { loadOnce, loadOncePerKey } from '../../../lib/load-once';
import { lessonExerciseIds, parseItCourseStructure, type ItCourseStructure } from './structure';

/**
 * The course content comes in files of its own: the structure once, then one file per lesson
 * (content/it-course/exercises/unit-{u}/lesson-{l}.json), so a page loads only the lesson it shows.
 */

/** The course structure, loaded and checked once. */
export const loadItCourseStructure: () => Promise<ItCourseStructure> = loadOnce(async () =>
  parseItCourseStructure(await loadContentFile('it-course/structure')),
);

const NUMBER_ID = /^[1-9]\d?$/;

const lessonFile = loadOncePerKey(loadContentFile);

/** A lesson file, downloaded once however often it is asked for (a failed download is tried again next time). */
function importLessonFile(unitId: string, lessonId: string): Promise<unknown> {
  if (!NUMBER_ID.test(unitId) || !NUMBER_ID.test(lessonId)) return Promise.reject(new Error(`No IT course lesson ${unitId}-${lessonId}`));
  return lessonFile(`it-course/exercises/unit-${unitId}/lesson-${lessonId}`);
}

/**
 * Starts downloading a lesson's file beside the course structure, so a step opened from the address
 * bar does not wait for one file after the other. A lesson without a file is no error here: the
 * lesson's view asks again when it needs it and tells.
 */
export function preloadLessonFile(unitId: string, lessonId: string): void {
  importLessonFile(unitId, lessonId).catch(() => undefined);
}

/** The exercise bodies of one lesson file; throws when it is missing or broken. */
export async function loadLessonExercises(unitId: string, lessonId: string): Promise<LessonExercises> {
  const result = v.safeParse(LessonExercisesSchema, await importLessonFile(unitId, lessonId));
  if (!result.success) throw new Error(`IT course lesson ${unitId}-${lessonId}: ${v.summarize(result.issues)}`);
  if (result.output.unitId !== unitId || result.output.lessonId !== lessonId)
    throw new Error(`IT course lesson ${unitId}-${lessonId}: the file names another lesson`);
  return result.output;
}

/**
 * The exercises of a lesson in the order its steps name them (plain data, so a step's first view from
 * the server can carry them). A lesson without exercises loads nothing; an exercise the structure lists
 * but the lesson file lacks is an error.
 */
export async function loadExercisesOfLesson(unitId: string, lesson: CourseLesson): Promise<Exercise[]> {
  const ids = lessonExerciseIds(lesson);
  if (ids.length === 0) return [];
  const file = await loadLessonExercises(unitId, lesson.id);
  const bodies = new Map(file.exercises.map((e) => [e.id, e]));
  const missing = ids.filter((id) => !bodies.has(id));
  if (missing.length > 0) throw new Error(`IT course lesson ${unitId}-${lesson.id}: no body for ${missing.join(', ')}`);
  return ids.map((id) => bodies.get(id) as Exercise);
}
