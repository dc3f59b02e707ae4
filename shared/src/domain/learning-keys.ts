import { courseById, parseCourseProgressKey } from './courses';
import { GRAMMAR_TOPIC_IDS, IT_COURSE_STEP_COUNTS } from './learning-keys.generated';

/**
 * Whether a progress key names a step or lesson that exists in its course (the server checks every
 * course result with it): 'u1-l3-s2' must be a step of lesson 3 of unit 1 of the IT course, 'l4' a
 * lesson of a lesson-counted course. `parseCourseProgressKey` checks the shape only.
 */
export function isCourseStepKey(courseId: string, key: string): boolean {
  const info = courseById(courseId);
  if (!info || !parseCourseProgressKey(courseId, key)) return false;
  if (info.progressBy !== 'steps') return true;
  const [, unit, lesson, step] = /^u(\d+)-l(\d+)-s(\d+|final)$/.exec(key) ?? [];
  const steps = IT_COURSE_STEP_COUNTS[Number(unit) - 1]?.[Number(lesson) - 1];
  if (steps === undefined) return false;
  return step === 'final' || Number(step) <= steps;
}

const topicIds = new Set(GRAMMAR_TOPIC_IDS);

/** Whether a grammar topic of the school's programs has this id. */
export function isGrammarTopicId(id: string): boolean {
  return topicIds.has(id);
}

/** Every step key of the IT course ('u1-l1-s1' … 'u5-l12-sfinal'), 426 in all. */
export function itCourseStepKeys(): string[] {
  return IT_COURSE_STEP_COUNTS.flatMap((lessons, u) =>
    lessons.flatMap((steps, l) => [...Array.from({ length: steps }, (_, s) => `u${u + 1}-l${l + 1}-s${s + 1}`), `u${u + 1}-l${l + 1}-sfinal`]),
  );
}
