import * as v from 'valibot';
import {
  CalendarFeedSchema,
  HomeworkMarkInputSchema,
  LessonSettingsInputSchema,
  LessonSettingsSchema,
  MarkNotificationsReadInputSchema,
  MyLessonsSchema,
  NotificationsPageInputSchema,
  NotificationsPageSchema,
  NotificationsSummarySchema,
  OkSchema,
  StudentGroupRefsSchema,
  StudentIdInputSchema,
  TeacherAgendaInputSchema,
  TeacherAgendaSchema,
  TimeZoneInputSchema,
} from '../schemas';
import { procedure } from './define';

const NoInput = v.optional(v.object({}), {});

/**
 * The private calendar feed (relative to /api): not JSON but text/calendar (RFC 5545), read by
 * calendar apps without a session; the token in the address is the only key, and 404 once replaced.
 */
export const calendarFeedRoute = { method: 'GET', path: '/calendar/:file' } as const;
export function calendarFeedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

/** The learner's lessons, the teacher's agenda, reminders and calendar feeds, and the notification centre. */
export const lessonProcedures = {
  /** The signed-in learner's next lesson, latest report with homework, lessons left (dashboard). */
  'lessons.getMine': procedure({ name: 'lessons.getMine', kind: 'query', input: NoInput, output: MyLessonsSchema }),
  /** The student marks a task of one of their reports done (or open again). */
  'lessons.markHomework': procedure({ name: 'lessons.markHomework', kind: 'mutation', input: HomeworkMarkInputSchema, output: OkSchema }),
  /** The groups a student is in (the student's own page lists their reports). */
  'lessons.getStudentGroups': procedure({ name: 'lessons.getStudentGroups', kind: 'query', input: StudentIdInputSchema, output: StudentGroupRefsSchema }),
  /** The signed-in teacher's lessons, single and group, between two moments (at most 14 days). */
  'lessons.getTeacherAgenda': procedure({ name: 'lessons.getTeacherAgenda', kind: 'query', input: TeacherAgendaInputSchema, output: TeacherAgendaSchema }),
  'lessons.getSettings': procedure({ name: 'lessons.getSettings', kind: 'query', input: NoInput, output: LessonSettingsSchema }),
  'lessons.updateSettings': procedure({ name: 'lessons.updateSettings', kind: 'mutation', input: LessonSettingsInputSchema, output: LessonSettingsSchema }),
  /** The browser's zone, for reminders and feeds. */
  'lessons.reportTimeZone': procedure({ name: 'lessons.reportTimeZone', kind: 'mutation', input: TimeZoneInputSchema, output: OkSchema }),
  /** The user's private calendar address (made on first request). */
  'calendar.getFeed': procedure({ name: 'calendar.getFeed', kind: 'query', input: NoInput, output: CalendarFeedSchema }),
  /** A new calendar address; the old one answers 404 from now on. */
  'calendar.rotateFeed': procedure({ name: 'calendar.rotateFeed', kind: 'mutation', input: NoInput, output: CalendarFeedSchema }),
  /** The unread count of the bell. */
  'notifications.getSummary': procedure({ name: 'notifications.getSummary', kind: 'query', input: NoInput, output: NotificationsSummarySchema }),
  'notifications.list': procedure({ name: 'notifications.list', kind: 'query', input: NotificationsPageInputSchema, output: NotificationsPageSchema }),
  'notifications.markRead': procedure({
    name: 'notifications.markRead',
    kind: 'mutation',
    input: MarkNotificationsReadInputSchema,
    output: NotificationsSummarySchema,
  }),
  'notifications.markAllRead': procedure({ name: 'notifications.markAllRead', kind: 'mutation', input: NoInput, output: NotificationsSummarySchema }),
};
