import * as v from 'valibot';
import { isKnownTimeZone } from './time-zone';
import { lessonApiTexts } from '../texts';
import { DateTimeSchema, IdSchema, PageSchema, PersonRefSchema, boundedArray, boundedInt, isoDateTime, textLine } from './common';

/** A group a lesson or report belongs to. */
const GroupRefSchema = v.object({ id: IdSchema, name: v.string() });

/** A lesson in the learner's dashboard: when, with whom, in what format (its length from the format). */
const UpcomingLessonSchema = v.object({
  id: IdSchema,
  date: DateTimeSchema,
  durationMins: v.number(),
  formatName: v.nullable(v.string()),
  teacher: PersonRefSchema,
  group: v.nullable(GroupRefSchema),
});

/** A homework item of the latest report, with the learner's own mark. */
const HomeworkTaskSchema = v.object({
  header: v.string(),
  body: v.string(),
  /** The section's title, when the section has one. */
  section: v.string(),
  done: v.boolean(),
});

const LatestReportSchema = v.object({
  id: IdSchema,
  date: DateTimeSchema,
  teacher: PersonRefSchema,
  formatName: v.string(),
  group: v.nullable(GroupRefSchema),
  /** Open tasks first, in the report's order, then the done ones. */
  homework: v.array(HomeworkTaskSchema),
});

/** The lessons block of a learner's dashboard: the next lesson, the latest report with its homework and the lessons left. */
export const MyLessonsSchema = v.object({
  /** The learner's own page (/lms/students/{id}); null when the account is not a student yet. */
  studentId: v.nullable(IdSchema),
  nextLesson: v.nullable(UpcomingLessonSchema),
  latestReport: v.nullable(LatestReportSchema),
  /** Reports of the learner's own lessons and of their groups' lessons. */
  reportsCount: v.number(),
  teachers: v.array(PersonRefSchema),
  groups: v.array(GroupRefSchema),
  selfPaying: v.boolean(),
  /** Paid lessons left per format (self-paying learners). */
  lessonsLeft: v.array(v.object({ id: v.string(), name: v.string(), reportsLeft: v.number() })),
  hasPurchases: v.boolean(),
});

/** The student marks a task of a report done or open again. */
export const HomeworkMarkInputSchema = v.object({
  reportId: IdSchema,
  header: textLine(500),
  done: v.boolean(),
});

/** Groups of a student (their page shows the groups' reports to the student). */
export const StudentGroupRefsSchema = v.array(GroupRefSchema);

/** The teacher's agenda between two moments (today and this week in the teacher's zone). */
export const TeacherAgendaInputSchema = v.object({
  from: isoDateTime(),
  to: isoDateTime(),
});

const AgendaLessonSchema = v.object({
  id: IdSchema,
  date: DateTimeSchema,
  durationMins: v.number(),
  formatName: v.nullable(v.string()),
  student: v.nullable(PersonRefSchema),
  group: v.nullable(v.object({ id: IdSchema, name: v.string(), studentsCount: v.number() })),
  /** Tied to an external calendar event (changed there, not here). */
  calendarBound: v.boolean(),
});

export const TeacherAgendaSchema = v.object({ lessons: v.array(AgendaLessonSchema) });

/** Reminders by e-mail before each lesson, and the zone they are written in. */
export const LessonSettingsSchema = v.object({
  remind24h: v.boolean(),
  remind1h: v.boolean(),
  /** The zone the browser last reported; null until it did (the school's zone is used). */
  timeZone: v.nullable(v.string()),
});

export const LessonSettingsInputSchema = v.object({ remind24h: v.boolean(), remind1h: v.boolean() });

/** The app tells the server the browser's zone (reminders and feeds are written in it). */
export const TimeZoneInputSchema = v.object({
  timeZone: v.pipe(
    textLine(64),
    v.check<string, string>((zone) => isKnownTimeZone(zone), lessonApiTexts.timeZoneUnknown),
  ),
});

/** The user's private calendar address: `path` is absolute on this site (/api/calendar/{token}.ics). */
export const CalendarFeedSchema = v.object({ path: v.string() });

// The notification centre. Each event carries what its text needs; the apps word it in the reader's zone.

const LessonRefFields = {
  date: DateTimeSchema,
  teacherName: v.string(),
  groupName: v.nullable(v.string()),
};

export const NotificationEventSchema = v.variant('kind', [
  v.object({
    kind: v.literal('report-new'),
    reportId: IdSchema,
    lessonDate: DateTimeSchema,
    teacherName: v.string(),
    groupName: v.nullable(v.string()),
    homework: v.array(v.string()),
  }),
  v.object({ kind: v.literal('lesson-set'), ...LessonRefFields }),
  v.object({ kind: v.literal('lesson-moved'), previousDate: DateTimeSchema, ...LessonRefFields }),
  v.object({ kind: v.literal('lesson-cancelled'), ...LessonRefFields }),
  v.object({ kind: v.literal('lessons-left'), left: v.picklist([0, 1]), formatName: v.string() }),
  v.object({ kind: v.literal('payment-succeeded'), amount: v.number(), description: v.string() }),
  v.object({ kind: v.literal('course-unit-unlocked'), courseId: v.string(), unit: v.number() }),
  v.object({ kind: v.literal('course-access-ending'), courseId: v.string(), days: v.number(), endsAt: DateTimeSchema }),
  v.object({ kind: v.literal('teacher-search-request'), studentName: v.string() }),
  v.object({ kind: v.literal('legal-offer') }),
]);

const UserNotificationSchema = v.object({
  id: IdSchema,
  createdAt: DateTimeSchema,
  readAt: v.nullable(DateTimeSchema),
  /** A path of this site the notification opens (/lms/…). */
  link: v.pipe(v.string(), v.regex(/^\/lms\//)),
  event: NotificationEventSchema,
});

export const NotificationsPageInputSchema = v.object({
  page: PageSchema,
  pageSize: v.optional(boundedInt(1, 50), 20),
  unreadOnly: v.optional(v.boolean(), false),
});

export const NotificationsPageSchema = v.object({
  items: v.array(UserNotificationSchema),
  total: v.number(),
  unread: v.number(),
});

export const NotificationsSummarySchema = v.object({ unread: v.number() });

export const MarkNotificationsReadInputSchema = v.object({ ids: boundedArray(IdSchema, 100, 1) });

export type GroupRef = v.InferOutput<typeof GroupRefSchema>;
export type UpcomingLesson = v.InferOutput<typeof UpcomingLessonSchema>;
export type HomeworkTask = v.InferOutput<typeof HomeworkTaskSchema>;
export type LatestReport = v.InferOutput<typeof LatestReportSchema>;
export type MyLessons = v.InferOutput<typeof MyLessonsSchema>;
export type AgendaLesson = v.InferOutput<typeof AgendaLessonSchema>;
export type TeacherAgenda = v.InferOutput<typeof TeacherAgendaSchema>;
export type LessonSettings = v.InferOutput<typeof LessonSettingsSchema>;
export type NotificationEvent = v.InferOutput<typeof NotificationEventSchema>;
export type UserNotification = v.InferOutput<typeof UserNotificationSchema>;
export type NotificationsPage = v.InferOutput<typeof NotificationsPageSchema>;
