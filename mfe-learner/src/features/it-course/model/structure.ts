import * as v from 'valibot';
import { COURSE_STEP_TOTALS } from '@school/shared/domain';
import { CourseUnitSchema, type CourseLesson, type CourseStep, type CourseUnit } from '@school/shared/schemas';
import { parseExerciseId } from '../../exercises';

/**
 * The IT course (spec §3): five units of lessons of steps. Every unit has nine lessons (intro, five
 * self-study lessons, two bonuses, a case study) and a unit test. The course's final test and its outro are the last two lessons of unit 5: the
 * structure keeps five units, and they open with the last unit, once everything they cover has been
 * studied. The outro has the type 'intro' (a talk lesson without tasks), as §3 lists no other type.
 */

export const IT_COURSE_ID = 'it';
/** Every step of the course, 'final' steps included (the denominator of course progress). */
export const IT_COURSE_STEP_TOTAL = COURSE_STEP_TOTALS[IT_COURSE_ID] ?? 426;
const IT_COURSE_UNIT_COUNT = 5;
export const FINAL_STEP_ID = 'final';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

export const ItCourseStructureSchema = v.pipe(
  v.object({ units: v.pipe(v.array(CourseUnitSchema), v.length(IT_COURSE_UNIT_COUNT)) }),
  v.check((s) => unique(s.units.map((u) => u.id)), 'unit ids must be unique'),
  v.check(
    (s) =>
      s.units.every(
        (u) => unique(u.lessons.map((l) => l.id)) && u.lessons.every((l) => unique(l.steps.map((st) => st.id)) && l.steps.at(-1)?.id === FINAL_STEP_ID),
      ),
    "lesson and step ids must be unique, and every lesson must end with the step 'final'",
  ),
  v.check(
    (s) =>
      s.units.every((u) =>
        u.lessons.every((l) =>
          l.steps.every((st) =>
            st.exerciseIds.every((id) => {
              const parts = parseExerciseId(id);
              return parts !== null && parts.unitId === u.id && parts.lessonId === l.id && parts.stepId === st.id;
            }),
          ),
        ),
      ),
    'every exercise id must follow unit-lesson-step-kind-number-version and name its own step',
  ),
);
export type ItCourseStructure = v.InferOutput<typeof ItCourseStructureSchema>;

/**
 * The key of a step's progress record (course result fieldName): 'u1-l3-s2', 'u1-l3-sfinal'.
 * The server leaves keys containing 'final' out of the done-step count.
 */
export function stepKey(unitId: string, lessonId: string, stepId: string): string {
  return `u${unitId}-l${lessonId}-s${stepId}`;
}

export function isFinalStep(step: Pick<CourseStep, 'id'>): boolean {
  return step.id === FINAL_STEP_ID;
}

interface CourseStepRef {
  unit: CourseUnit;
  lesson: CourseLesson;
  step: CourseStep;
  /** The progress key of the step. */
  key: string;
}

/** Every step of the course in order. */
export function courseSteps(structure: ItCourseStructure): CourseStepRef[] {
  return structure.units.flatMap((unit) =>
    unit.lessons.flatMap((lesson) => lesson.steps.map((step) => ({ unit, lesson, step, key: stepKey(unit.id, lesson.id, step.id) }))),
  );
}

export function findUnit(structure: ItCourseStructure, unitId: string): CourseUnit | undefined {
  return structure.units.find((u) => u.id === unitId);
}

export function findLesson(structure: ItCourseStructure, unitId: string, lessonId: string): CourseLesson | undefined {
  return findUnit(structure, unitId)?.lessons.find((l) => l.id === lessonId);
}

export function findStep(structure: ItCourseStructure, unitId: string, lessonId: string, stepId: string): CourseStep | undefined {
  return findLesson(structure, unitId, lessonId)?.steps.find((s) => s.id === stepId);
}

/** The steps before and after a step in the course order (across lessons and units), if any. */
export function adjacentSteps(
  structure: ItCourseStructure,
  unitId: string,
  lessonId: string,
  stepId: string,
): { previous: CourseStepRef | null; next: CourseStepRef | null } {
  const steps = courseSteps(structure);
  const index = steps.findIndex((s) => s.key === stepKey(unitId, lessonId, stepId));
  if (index < 0) return { previous: null, next: null };
  return { previous: steps[index - 1] ?? null, next: steps[index + 1] ?? null };
}

/** The exercise ids of a lesson, in step order. */
export function lessonExerciseIds(lesson: CourseLesson): string[] {
  return lesson.steps.flatMap((s) => s.exerciseIds);
}

/** Parses the structure file; throws with the problems when it is broken. */
export function parseItCourseStructure(data: unknown): ItCourseStructure {
  const result = v.safeParse(ItCourseStructureSchema, data);
  if (!result.success) throw new Error(`IT course structure: ${v.summarize(result.issues)}`);
  return result.output;
}
