/** Steps of a course whose progress is counted step by step (the IT course has 426). */
export const COURSE_STEP_TOTALS: Readonly<Record<string, number>> = { it: 426 };

/** A course's progress 0…1, or null when the course is not counted in steps. */
export function courseProgress(courseId: string, stepsDone: number): number | null {
  const total = COURSE_STEP_TOTALS[courseId];
  if (!total) return null;
  return Math.min(1, Math.max(0, stepsDone / total));
}
