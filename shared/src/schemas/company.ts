import * as v from 'valibot';
import { validationTexts } from '../texts';
import { cleanText, DateTimeSchema, IdLikeSchema, IdSchema, KeySchema, MAX_ID, NullableDateTimeSchema, PersonRefSchema } from './common';

/* Rules of company pages and group balances that the server and the company remote share. */

/** Group lessons use formats whose id contains 'group'; only they can top up a group balance. */
export function isGroupFormatId(reportFullTypeId: string): boolean {
  return reportFullTypeId.includes('group');
}

/** The largest single top-up of a group balance, in lessons. */
const MAX_TOP_UP_LESSONS = 1000;

/**
 * A company name as it is stored and compared: trimmed, inner runs of spaces made one.
 * Duplicates are then found case-insensitively by the database (unique index on lower(name)).
 */
export function normaliseCompanyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** A client company. */
export const UserGroupSchema = v.object({
  id: IdSchema,
  name: v.string(),
  description: v.string(),
  imagePath: v.nullable(v.string()),
  createdAt: DateTimeSchema,
});
export const UserGroupsSchema = v.array(UserGroupSchema);

/** A student of a company: the last status (studentStatusId), paid lessons left over all formats, teachers. */
const UserGroupStudentSchema = v.object({
  id: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  studentStatusId: v.nullable(v.string()),
  studentStatusName: v.nullable(v.string()),
  /** The sum of the student's paid lessons left over all formats; null when the student has no balance. */
  reportsLeft: v.nullable(v.number()),
  teachers: v.array(PersonRefSchema),
});
export const UserGroupStudentsSchema = v.array(UserGroupStudentSchema);

const StudentGroupBalanceSchema = v.object({
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

export const CreateUserGroupInputSchema = v.object(
  {
    name: v.pipe(
      v.string(validationTexts.required),
      v.transform(normaliseCompanyName),
      // One message per case: empty → 'Обязательное поле', one character → 'Название слишком короткое'.
      v.minLength(2, (issue) => (issue.input === '' ? validationTexts.required : validationTexts.companyNameTooShort)),
      v.maxLength(120, validationTexts.tooLong(120)),
      cleanText(),
    ),
    // A missing name reads like an empty one; a body that is not an object stays 'Некорректное значение'.
  },
  (issue) => (issue.path ? validationTexts.required : validationTexts.invalidValue),
);

export const UserGroupIdInputSchema = v.object({ userGroupId: IdLikeSchema });

const GroupFormatSchema = v.pipe(
  v.string(validationTexts.groupFormatRequired),
  v.check((id) => v.is(KeySchema, id) && isGroupFormatId(id), validationTexts.groupFormatRequired),
);

/** Top up a group's balance: lessons of a group format. */
export const TopUpInputSchema = v.object({
  reportFullTypeId: GroupFormatSchema,
  amount: v.pipe(
    v.number(validationTexts.topUpAmountRange),
    v.integer(validationTexts.topUpAmountRange),
    v.minValue(1, validationTexts.topUpAmountRange),
    v.maxValue(MAX_TOP_UP_LESSONS, validationTexts.topUpAmountRange),
  ),
});

/** The top-up form: the same rules over what the user types (the group, the format, the amount as text). */
export const TopUpFormSchema = v.object({
  studentGroupId: v.pipe(
    v.string(),
    v.regex(/^\d{1,10}$/, validationTexts.studentGroupRequired),
    v.transform(Number),
    v.maxValue(MAX_ID, validationTexts.studentGroupRequired),
  ),
  reportFullTypeId: GroupFormatSchema,
  amount: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,4}$/, validationTexts.topUpAmountRange),
    v.transform(Number),
    v.minValue(1, validationTexts.topUpAmountRange),
    v.maxValue(MAX_TOP_UP_LESSONS, validationTexts.topUpAmountRange),
  ),
});

/** One top-up of a group balance (the Transactions tab). */
const BalanceTopUpSchema = v.object({
  id: IdSchema,
  studentGroup: v.object({ id: IdSchema, name: v.string() }),
  reportFullType: v.object({ id: v.string(), name: v.string() }),
  amount: v.number(),
  createdBy: v.nullable(PersonRefSchema),
  createdAt: DateTimeSchema,
});
export const BalanceTopUpsSchema = v.array(BalanceTopUpSchema);

export type UserGroup = v.InferOutput<typeof UserGroupSchema>;
export type UserGroupStudent = v.InferOutput<typeof UserGroupStudentSchema>;
export type StudentGroup = v.InferOutput<typeof StudentGroupSchema>;
export type StudentGroupBalance = v.InferOutput<typeof StudentGroupBalanceSchema>;
export type UserGroupDetails = v.InferOutput<typeof UserGroupDetailsSchema>;
export type TopUpForm = v.InferInput<typeof TopUpFormSchema>;
export type BalanceTopUp = v.InferOutput<typeof BalanceTopUpSchema>;
