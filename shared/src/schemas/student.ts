import * as v from 'valibot';
import { validationTexts } from '../texts';
import { DateTimeSchema, IdLikeSchema, IdSchema, NullableDateTimeSchema, PersonRefSchema } from './common';
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
  date: v.pipe(v.string(validationTexts.dateInvalid), v.isoTimestamp(validationTexts.dateInvalid)),
});

export const StudentSubscriptionPlanSchema = v.object({
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
  /** External journal page; only sent to client managers and admins. */
  journalUrl: v.nullable(v.string()),
  userGroupId: v.nullable(IdSchema),
});

export const StudentContactSchema = v.object({
  id: IdSchema,
  skype: v.string(),
  phone: v.string(),
  email: v.string(),
});

export const LinguoPortraitSchema = v.record(
  v.pipe(v.string(), v.maxLength(60)),
  v.pipe(v.string(), v.maxLength(200)),
);

export const UpdateStudentInputSchema = v.object({
  studentId: IdLikeSchema,
  activatedAt: v.optional(DateTimeSchema),
  bio: v.optional(v.pipe(v.string(), v.maxLength(5_000, validationTexts.tooLong(5_000)))),
  preferredLessonsTime: v.optional(v.pipe(v.string(), v.maxLength(500, validationTexts.tooLong(500)))),
  programId: v.optional(v.nullable(v.pipe(v.number(validationTexts.programInvalid), v.integer(validationTexts.programInvalid)))),
  subscriptionPlanId: v.optional(v.pipe(v.string(validationTexts.planRequired), v.nonEmpty(validationTexts.planRequired))),
  linguoPortrait: v.optional(LinguoPortraitSchema),
});

export const WordSchema = v.object({
  id: IdSchema,
  studentId: IdSchema,
  word: v.string(),
  translation: v.string(),
  approved: v.boolean(),
  source: v.picklist(['my', 'exercises']),
  createdAt: DateTimeSchema,
});

export type Appointment = v.InferOutput<typeof AppointmentSchema>;
export type AppointmentInput = v.InferOutput<typeof AppointmentInputSchema>;
export type Student = v.InferOutput<typeof StudentSchema>;
export type StudentContact = v.InferOutput<typeof StudentContactSchema>;
export type UpdateStudentInput = v.InferInput<typeof UpdateStudentInputSchema>;
export type Word = v.InferOutput<typeof WordSchema>;
