/**
 * The self-study courses a learner buys (spec §2, §3, §9): where each lives, how many lessons with a
 * teacher it includes, how long the platform stays open after the purchase and what its progress is
 * counted in. The IT course counts its 426 steps; the others count their lessons.
 */

export const COURSE_IDS = ['it', 'kids', 'teens', 'job-interview', 'confident-tourist'] as const;
export type CourseId = (typeof COURSE_IDS)[number];

export interface CourseInfo {
  id: CourseId;
  /** The course page. */
  path: string;
  /** The plans whose price options sell the course (their options carry its courseId). */
  planIds: readonly string[];
  /** Whose dashboard offers the course: adults, kids or teens. */
  audience: 'adults' | 'kids' | 'teens';
  /**
   * Lessons the course includes (§9: 13, 9 or 24): the lesson-counted courses' own lessons, taken with the
   * teacher; for the IT course the lessons with a teacher that come with its self-study part.
   */
  lessonCount: number;
  /** The self-study part a buyer gets on the platform (the IT course: 5 units of 52 lessons); null for the others. */
  selfStudy: { units: number; lessons: number } | null;
  /** Platform access after the purchase: 6 months for 13 lessons, a year for 9 and 24. */
  accessMonths: number;
  /** What progress is counted in: steps (the IT course) or lessons. */
  progressBy: 'steps' | 'lessons';
  /** The denominator of the course progress. */
  progressTotal: number;
}

/** Platform access of a course by its lesson count (§9); null for a count §9 does not name. */
export function accessMonthsOfLessonCount(lessons: number): number | null {
  if (lessons === 13) return 6;
  if (lessons === 9 || lessons === 24) return 12;
  return null;
}

const course = (
  id: CourseId,
  path: string,
  sale: { planIds: readonly string[]; audience: CourseInfo['audience'] },
  lessonCount: number,
  progress: { by: 'steps' | 'lessons'; total?: number; selfStudy?: CourseInfo['selfStudy'] },
): CourseInfo => ({
  id,
  path,
  ...sale,
  lessonCount,
  selfStudy: progress.selfStudy ?? null,
  accessMonths: accessMonthsOfLessonCount(lessonCount) ?? 12,
  progressBy: progress.by,
  progressTotal: progress.total ?? lessonCount,
});

/** Every course, in the order the learner sees them after the main English course. */
export const COURSES: readonly CourseInfo[] = [
  course('it', '/lms/courses/it', { planIds: ['course_it'], audience: 'adults' }, 13, { by: 'steps', total: 426, selfStudy: { units: 5, lessons: 52 } }),
  course('job-interview', '/lms/courses/job-interview', { planIds: ['course_job_interview'], audience: 'adults' }, 9, { by: 'lessons' }),
  course('confident-tourist', '/lms/courses/confident-tourist', { planIds: ['course_confident_tourist'], audience: 'adults' }, 24, { by: 'lessons' }),
  course('teens', '/lms/courses/kespality/lessons', { planIds: ['course_teens'], audience: 'teens' }, 13, { by: 'lessons' }),
  course('kids', '/lms/courses/kids', { planIds: ['course_kids'], audience: 'kids' }, 24, { by: 'lessons' }),
];

export function courseById(courseId: string): CourseInfo | undefined {
  return COURSES.find((c) => c.id === courseId);
}

/** Steps or lessons of a course whose progress is counted (the IT course has 426 steps). */
export const COURSE_STEP_TOTALS: Readonly<Record<string, number>> = Object.fromEntries(COURSES.map((c) => [c.id, c.progressTotal]));

/** A course's progress 0…1, or null when the course is not counted (additional materials). */
export function courseProgress(courseId: string, stepsDone: number): number | null {
  const total = COURSE_STEP_TOTALS[courseId];
  if (!total) return null;
  return Math.min(1, Math.max(0, stepsDone / total));
}

/** When the platform access of a course bought at `purchasedAt` ends. */
export function courseAccessEnd(courseId: string, purchasedAt: Date | string): Date | null {
  const info = courseById(courseId);
  if (!info) return null;
  const end = new Date(purchasedAt);
  end.setMonth(end.getMonth() + info.accessMonths);
  return end;
}

/**
 * The access a purchase paid at `paidAt` gives: its period from the later of the payment and the end of
 * an access still running (buying again extends, it never shortens). Null for an unknown course.
 */
export function courseAccessAfterPurchase(courseId: string, paidAt: Date, currentEnd: Date | null): Date | null {
  const from = currentEnd && currentEnd.getTime() > paidAt.getTime() ? currentEnd : paidAt;
  return courseAccessEnd(courseId, from);
}

/** Whether a learner's course (from the session's userCourses) is open at `now`: no end, or an end still ahead. */
export function isCourseAccessOpen(course: { accessUntil?: string | null }, now: Date): boolean {
  return !course.accessUntil || new Date(course.accessUntil).getTime() > now.getTime();
}

/** Unit n (0-based) of the IT course opens n × 3 weeks after the purchase. */
const IT_UNIT_OPENING_INTERVAL_MS = 21 * 24 * 60 * 60 * 1000;

/** When a unit of the IT course opens: the start plus three weeks per unit before it (unit 1 at the start). */
export function itUnitAvailableFrom(start: Date | string, unitIndex: number): Date {
  return new Date(new Date(start).getTime() + unitIndex * IT_UNIT_OPENING_INTERVAL_MS);
}

const IT_STEP_KEY = /^u([1-9]\d?)-l([1-9]\d?)-s([1-9]\d?|final)$/;

/** Steps of a unit's lessons (the final step included): an intro, five self-study lessons, two bonuses, a case study, the unit test. */
const IT_UNIT_LAYOUT = [5, 10, 10, 10, 10, 10, 6, 6, 7, 6];

/**
 * The number of steps of each lesson of the IT course, its final step included ('u1-l2' → 10), as
 * mfe-learner/content/it-course/structure.json lays them out (the content check holds the two
 * equal): five units alike, and unit 5 ends with the course's final test and its outro. 426 in all.
 */
export const IT_COURSE_LESSON_STEPS: Readonly<Record<string, number>> = Object.fromEntries([
  ...[1, 2, 3, 4, 5].flatMap((unit) => IT_UNIT_LAYOUT.map((steps, i) => [`u${unit}-l${i + 1}`, steps] as const)),
  ['u5-l11', 20],
  ['u5-l12', 6],
]);

/**
 * Steps of the IT course counted as done, from the keys stored as done ('u1-l2-s3'): every done step
 * but the final ones, and a lesson's final step as soon as every other step of the lesson is done —
 * so a learner who has done everything has 426 of 426 (100 %), and the spec's count of done non-final
 * steps is kept for everything else. A final step stored on its own counts for nothing.
 */
export function itCourseStepsDone(doneKeys: Iterable<string>): number {
  const done = new Map<string, Set<string>>();
  for (const key of doneKeys) {
    const m = IT_STEP_KEY.exec(key);
    if (!m || m[3] === 'final') continue;
    const lesson = `u${m[1]}-l${m[2]}`;
    const steps = IT_COURSE_LESSON_STEPS[lesson];
    if (steps === undefined || Number(m[3]) >= steps) continue;
    done.set(lesson, (done.get(lesson) ?? new Set()).add(m[3]!));
  }
  let count = 0;
  for (const [lesson, steps] of done) count += steps.size + (steps.size === IT_COURSE_LESSON_STEPS[lesson]! - 1 ? 1 : 0);
  return count;
}
const LESSON_KEY = /^l([1-9]\d?)$/;

interface CourseProgressKey {
  /** 0-based unit index of an IT course step; 0 for lesson courses. */
  unitIndex: number;
}

/**
 * Reads the progress key (course result fieldName) of a course: 'u1-l3-s2' for a step of the IT
 * course, 'l4' for a lesson of the others. Null when the key does not fit the course.
 */
export function parseCourseProgressKey(courseId: string, key: string): CourseProgressKey | null {
  const info = courseById(courseId);
  if (!info) return null;
  if (info.progressBy === 'steps') {
    const m = IT_STEP_KEY.exec(key);
    return m ? { unitIndex: Number(m[1]) - 1 } : null;
  }
  const m = LESSON_KEY.exec(key);
  return m && Number(m[1]) <= info.lessonCount ? { unitIndex: 0 } : null;
}

/** The progress key of a lesson of a lesson-counted course ('l4'). */
export function courseLessonKey(lessonNumber: number): string {
  return `l${lessonNumber}`;
}
