import type { Database } from '../../db/database';
import { dueCourseEvents } from './course-events';
import { insertNotificationForAll, insertNotifications, personName, purchasedCoursesOf } from './repository';

/**
 * Events of the notification centre that other modules report where they happen, in their own
 * transaction (a rolled-back action tells nobody). Lesson and report events are the lessons module's
 * (lessons/events.ts).
 */

/** Course events that fell due for the user (a unit of the IT course opened, an access ends soon): written once each. */
export async function writeDueCourseEvents(db: Database, userId: number, now: Date): Promise<void> {
  const courses = await purchasedCoursesOf(db, userId);
  if (courses.length === 0) return;
  await insertNotifications(db, dueCourseEvents(userId, courses, now));
}

/** A payment went through: the learner sees what was paid and how much. */
export async function paymentSucceeded(db: Database, args: { userId: number; amount: number; description: string; now: Date }): Promise<void> {
  await insertNotifications(db, [
    {
      userId: args.userId,
      event: { kind: 'payment-succeeded', amount: args.amount, description: args.description },
      link: '/lms/dashboard',
      createdAt: args.now,
    },
  ]);
}

/** A learner asked for a teacher: every teacher hears of it (the requests are the school's, not one teacher's). */
export async function teacherSearchRequested(db: Database, args: { studentId: number; now: Date }): Promise<void> {
  await insertNotificationForAll(db, 'teachers', {
    event: { kind: 'teacher-search-request', studentName: await personName(db, args.studentId) },
    link: '/lms/teacher-search-requests',
    createdAt: args.now,
  });
}

/** A new version of the legal offer: every teacher is asked to accept it. */
export async function legalOfferPublished(db: Database, now: Date): Promise<void> {
  await insertNotificationForAll(db, 'teachers', { event: { kind: 'legal-offer' }, link: '/lms/teacher-legal-offers-to-accept', createdAt: now });
}
