import { courseAccessEnd, courseById, itUnitAvailableFrom } from '@school/shared/domain';
import type { NewNotification } from './repository';

/** Units of the IT course (the first opens with the purchase; spec §4, §9: one more every 3 weeks). */
const IT_COURSE_UNITS = 5;
/** Days before a course's access ends that its learner is told (spec §9: 6 months or a year). */
const ACCESS_ENDING_DAYS = [30, 7] as const;
/** An event older than this is no news: a learner who comes back after a long pause is not flooded. */
const COURSE_EVENT_FRESHNESS_MS = 30 * 24 * 60 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/**
 * The course events of a learner that are due at `now`: a unit of the IT course that opened, an access
 * that ends in 30 or 7 days. Each has a key of its own (course, purchase, unit or days), so it is
 * written once however often this runs, on however many instances.
 */
export function dueCourseEvents(userId: number, courses: readonly { courseId: string; purchasedAt: Date }[], now: Date): NewNotification[] {
  const due: NewNotification[] = [];
  const fresh = (at: Date) => at.getTime() <= now.getTime() && now.getTime() - at.getTime() <= COURSE_EVENT_FRESHNESS_MS;
  for (const { courseId, purchasedAt } of courses) {
    const info = courseById(courseId);
    if (!info) continue;
    const bought = purchasedAt.toISOString();
    if (courseId === 'it') {
      for (let unit = 1; unit < IT_COURSE_UNITS; unit++) {
        const opens = itUnitAvailableFrom(purchasedAt, unit);
        if (!fresh(opens)) continue;
        due.push({
          userId,
          event: { kind: 'course-unit-unlocked', courseId, unit: unit + 1 },
          link: info.path,
          dedupKey: `course-unit:${courseId}:${bought}:${unit + 1}`,
          createdAt: opens,
        });
      }
    }
    const end = courseAccessEnd(courseId, purchasedAt);
    if (!end || end.getTime() <= now.getTime()) continue;
    for (const days of ACCESS_ENDING_DAYS) {
      const at = new Date(end.getTime() - days * DAY_MS);
      if (!fresh(at)) continue;
      // The nearer warning says everything the farther one would: only the latest due one is written.
      if (days === 30 && now.getTime() >= end.getTime() - 7 * DAY_MS) continue;
      due.push({
        userId,
        event: { kind: 'course-access-ending', courseId, days, endsAt: end.toISOString() },
        link: info.path,
        dedupKey: `course-access:${courseId}:${bought}:${days}`,
        createdAt: at,
      });
    }
  }
  return due;
}
