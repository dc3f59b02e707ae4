import * as v from 'valibot';
import { validationTexts } from '../texts';
import { DateTimeSchema, IdLikeSchema, IdSchema, NullableDateTimeSchema, PersonRefSchema } from './common';

/** A client company. */
export const UserGroupSchema = v.object({
  id: IdSchema,
  name: v.string(),
  description: v.string(),
  imagePath: v.nullable(v.string()),
  createdAt: DateTimeSchema,
});
export const UserGroupsSchema = v.array(UserGroupSchema);

export const UserGroupStudentSchema = v.object({
  id: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  studentStatusId: v.nullable(v.string()),
  reportsLeft: v.nullable(v.number()),
});
export const UserGroupStudentsSchema = v.array(UserGroupStudentSchema);

export const StudentGroupBalanceSchema = v.object({
  reportFullTypeId: v.nullable(v.string()),
  name: v.string(),
  sumReportsLeft: v.number(),
});

export const StudentGroupSchema = v.object({
  id: IdSchema,
  name: v.string(),
  userGroupId: v.nullable(IdSchema),
  students: v.array(PersonRefSchema),
  teachers: v.array(PersonRefSchema),
  subscriptionPlan: v.nullable(v.object({ id: v.string(), name: v.string() })),
  nextAppointmentDate: NullableDateTimeSchema,
  nextAppointmentId: v.nullable(IdSchema),
  nextAppointmentGoogleCalendarEventId: v.nullable(v.string()),
  balances: v.array(StudentGroupBalanceSchema),
});
export const StudentGroupsSchema = v.array(StudentGroupSchema);

/** userGroups.getUserGroup: the company with what its page needs. */
export const UserGroupDetailsSchema = v.object({
  userGroup: UserGroupSchema,
  studentGroupsCount: v.number(),
  studentsCount: v.number(),
  /** The current user sees this company as HR (names without links, no top-up, no adding). */
  viewerIsHr: v.boolean(),
});

export const CreateUserGroupInputSchema = v.object({
  name: v.pipe(
    v.string(validationTexts.required),
    v.trim(),
    v.nonEmpty(validationTexts.required),
    v.minLength(2, validationTexts.companyNameTooShort),
    v.maxLength(120, validationTexts.tooLong(120)),
  ),
});

export const UserGroupIdInputSchema = v.object({ userGroupId: IdLikeSchema });

export const TopUpInputSchema = v.object({
  reportFullTypeId: v.pipe(v.string(), v.nonEmpty(validationTexts.required)),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
});

export type UserGroup = v.InferOutput<typeof UserGroupSchema>;
export type UserGroupStudent = v.InferOutput<typeof UserGroupStudentSchema>;
export type StudentGroup = v.InferOutput<typeof StudentGroupSchema>;
export type StudentGroupBalance = v.InferOutput<typeof StudentGroupBalanceSchema>;
export type UserGroupDetails = v.InferOutput<typeof UserGroupDetailsSchema>;
export type CreateUserGroupInput = v.InferOutput<typeof CreateUserGroupInputSchema>;
export type TopUpInput = v.InferOutput<typeof TopUpInputSchema>;
