import * as v from 'valibot';
import { validationTexts } from '../texts';
import {
  boundedInt,
  DateTimeSchema,
  IdLikeSchema,
  IdSchema,
  isoDateTime,
  KeySchema,
  NullableDateTimeSchema,
  PersonRefSchema,
  textBlock,
  textLine,
} from './common';
import { PaidReportsLeftSchema, RoleIdSchema } from './user';

export const AppointmentSchema = v.object({
  id: IdSchema,
  date: DateTimeSchema,
  teacherId: IdSchema,
  teacher: PersonRefSchema,
  studentId: v.nullable(IdSchema),
  studentGroupId: v.nullable(IdSchema),
  googleCalendarEventId: v.nullable(v.string()),
});

export const AppointmentInputSchema = v.object({
  date: isoDateTime(validationTexts.dateInvalid),
});

const StudentSubscriptionPlanSchema = v.object({
  id: v.string(),
  name: v.string(),
  reportFullTypeId: v.nullable(v.string()),
});

export const StudentSchema = v.object({
  id: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  roleId: RoleIdSchema,
  programId: v.nullable(v.number()),
  activatedAt: NullableDateTimeSchema,
  selfPaying: v.boolean(),
  bio: v.string(),
  preferredLessonsTime: v.string(),
  linguoPortrait: v.record(v.string(), v.string()),
  subscriptionPlanId: v.nullable(v.string()),
  subscriptionPlans: v.array(StudentSubscriptionPlanSchema),
  studentPaidReportsLeftCounts: v.array(PaidReportsLeftSchema),
  teachers: v.array(PersonRefSchema),
  lastStudentStatusId: v.nullable(v.string()),
  lastStudentStatusName: v.nullable(v.string()),
  lastStudentStatusForbidEditing: v.boolean(),
  nextAppointmentDate: NullableDateTimeSchema,
  prevAppointmentDate: NullableDateTimeSchema,
  nextAppointment: v.nullable(AppointmentSchema),
  hasAppointments: v.boolean(),
  defaultReportFullTypeId: v.nullable(v.string()),
  availablePrograms: v.array(v.object({ id: v.number(), name: v.string() })),
  purchasedCourseIds: v.array(v.string()),
  /** External journal page; only sent to client managers. */
  journalUrl: v.nullable(v.string()),
  userGroupId: v.nullable(IdSchema),
});

export const StudentContactSchema = v.object({
  id: IdSchema,
  skype: v.string(),
  phone: v.string(),
  email: v.string(),
});

const LinguoPortraitSchema = v.pipe(v.record(textLine(60), textLine(200)), v.maxEntries(50));

export const UpdateStudentInputSchema = v.object({
  studentId: IdLikeSchema,
  activatedAt: v.optional(DateTimeSchema),
  bio: v.optional(textBlock(5_000)),
  preferredLessonsTime: v.optional(textBlock(500)),
  programId: v.optional(v.nullable(boundedInt(1, 1_000_000, validationTexts.programInvalid))),
  subscriptionPlanId: v.optional(
    v.pipe(
      v.string(validationTexts.planRequired),
      v.nonEmpty(validationTexts.planRequired),
      v.check((id) => v.is(KeySchema, id), validationTexts.planRequired),
    ),
  ),
  linguoPortrait: v.optional(LinguoPortraitSchema),
});

/** One lesson of a student, for the Stats tab (the app groups them by month in the user's time zone). */
const StudentLessonSchema = v.object({
  date: DateTimeSchema,
  attended: v.boolean(),
  group: v.boolean(),
  fullTypeId: v.string(),
  fullTypeName: v.string(),
});
export const StudentStatsSchema = v.object({ lessons: v.array(StudentLessonSchema) });

/** Program progress: lesson codes the student's reports sent as homework (e.g. 'B1-12'). */
export const ProgramProgressSchema = v.object({
  programId: v.nullable(v.number()),
  lessonCodes: v.array(v.string()),
});

/** A lesson video of the student (Recordings tab). */
const StudentRecordingSchema = v.object({
  reportId: IdSchema,
  date: DateTimeSchema,
  teacher: PersonRefSchema,
  fullTypeName: v.string(),
  videoFileName: v.string(),
  /** Where the browser plays it from; null when the storage cannot give a link right now. */
  videoUrl: v.nullable(v.string()),
});
export const StudentRecordingsSchema = v.array(StudentRecordingSchema);

/** A purchased course of the student with how far they got (Courses tab). */
const StudentCourseSchema = v.object({
  courseId: v.string(),
  createdAt: DateTimeSchema,
  stepsDone: v.number(),
});
export const StudentCoursesSchema = v.array(StudentCourseSchema);

/** A student in a teacher's lists (home, sidebar, teacher page). */
const StudentListItemSchema = v.object({
  id: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  lastStudentStatusId: v.nullable(v.string()),
  lastStudentStatusName: v.nullable(v.string()),
  selfPaying: v.boolean(),
  /** Paid lessons left over all formats; null for students who do not pay themselves. */
  reportsLeft: v.nullable(v.number()),
  nextAppointmentDate: NullableDateTimeSchema,
});

/** A student group in a teacher's lists. */
const StudentGroupListItemSchema = v.object({
  id: IdSchema,
  name: v.string(),
  studentsCount: v.number(),
  subscriptionPlanName: v.nullable(v.string()),
  nextAppointmentDate: NullableDateTimeSchema,
});

/** The teacher home: own students and groups, or every student and group for school staff. */
export const TeacherHomeSchema = v.object({
  scope: v.picklist(['own', 'all']),
  students: v.array(StudentListItemSchema),
  groups: v.array(StudentGroupListItemSchema),
});

export const TeacherIdInputSchema = v.object({ teacherId: IdLikeSchema });

/** The teacher page. Fields the viewer may not see are null (see docs/decisions.md). */
export const TeacherProfileSchema = v.object({
  id: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  bio: v.string(),
  contacts: v.object({
    skype: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    email: v.nullable(v.string()),
  }),
  students: v.nullable(v.array(StudentListItemSchema)),
  groups: v.nullable(v.array(StudentGroupListItemSchema)),
});

/** A student's request to find them a teacher. */
const TeacherSearchRequestSchema = v.object({
  id: IdSchema,
  student: PersonRefSchema,
  comment: v.string(),
  isNew: v.boolean(),
  createdAt: DateTimeSchema,
});
export const TeacherSearchRequestsSchema = v.array(TeacherSearchRequestSchema);
export const MarkTeacherSearchRequestsSeenInputSchema = v.object({
  ids: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(500)),
});

export type Appointment = v.InferOutput<typeof AppointmentSchema>;
export type Student = v.InferOutput<typeof StudentSchema>;
export type StudentContact = v.InferOutput<typeof StudentContactSchema>;
export type UpdateStudentInput = v.InferInput<typeof UpdateStudentInputSchema>;
export type StudentLesson = v.InferOutput<typeof StudentLessonSchema>;
export type StudentRecording = v.InferOutput<typeof StudentRecordingSchema>;
export type StudentCourse = v.InferOutput<typeof StudentCourseSchema>;
export type StudentListItem = v.InferOutput<typeof StudentListItemSchema>;
export type StudentGroupListItem = v.InferOutput<typeof StudentGroupListItemSchema>;
export type TeacherHome = v.InferOutput<typeof TeacherHomeSchema>;
export type TeacherProfile = v.InferOutput<typeof TeacherProfileSchema>;
export type TeacherSearchRequest = v.InferOutput<typeof TeacherSearchRequestSchema>;
