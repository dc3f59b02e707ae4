import * as v from 'valibot';
import { validationTexts } from '../texts';
import { cleanText, DateTimeSchema, IdSchema, PersonRefSchema, textLine } from './common';

export const RoleIdSchema = v.picklist(['user', 'studying_user', 'student', 'teacher', 'apprentice']);

/** 'payments-attention': admins, while payments need attention (count: how many). */
const NotificationTypeSchema = v.picklist(['personal-data-request', 'personal-data-update-request', 'onboarding-lesson-card', 'payments-attention']);

const NotificationSchema = v.object({
  id: IdSchema,
  type: NotificationTypeSchema,
  count: v.number(),
});

const UserCourseSchema = v.object({
  courseId: v.string(),
  createdAt: DateTimeSchema,
  /** When the platform access of a bought course ends; null when the school gave it without an end. */
  accessUntil: v.optional(v.nullable(DateTimeSchema)),
});

export const PaidReportsLeftSchema = v.object({
  id: v.string(),
  name: v.string(),
  reportsLeft: v.number(),
});

const SessionTransactionTypeSchema = v.object({
  id: v.string(),
  category: v.string(),
});

const SessionSubscriptionPlanSchema = v.object({
  id: v.string(),
  name: v.string(),
  transactionTypes: v.array(SessionTransactionTypeSchema),
});

/** The signed-in user as the session call returns it: the fields both specs read. */
const CurrentUserSchema = v.object({
  id: IdSchema,
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.string(),
  skype: v.string(),
  roleId: RoleIdSchema,
  isAdmin: v.boolean(),
  isClientManager: v.boolean(),
  isTeacher: v.boolean(),
  isSellingTeacher: v.boolean(),
  selfPaying: v.boolean(),
  teachers: v.array(PersonRefSchema),
  userCourses: v.array(UserCourseSchema),
  studentPurchasedCourseIds: v.array(v.string()),
  notifications: v.array(NotificationSchema),
  subscriptionPlanId: v.nullable(v.string()),
  subscriptionPlan: v.nullable(SessionSubscriptionPlanSchema),
  signupData: v.object({ hostname: v.string(), promocode: v.nullable(v.string()) }),
  userTags: v.array(v.object({ tagValue: v.string() })),
  paidReportsLeftCounts: v.array(PaidReportsLeftSchema),
  lastStudentStatusId: v.nullable(v.string()),
  amoCRMContactId: v.nullable(v.number()),
  amoCRMLeadId: v.nullable(v.number()),
  /** Companies this user is HR of; non-empty means the HR cabinet is available. */
  hrUserGroupIds: v.array(IdSchema),
  isShowHrCabinet: v.boolean(),
  /** Number of legal offers this teacher still has to accept. */
  legalOffersToAccept: v.number(),
  /** First name, last name or phone is missing: the personal-data page is forced. */
  personalDataMissing: v.boolean(),
  /** A/B test group of the onboarding and programs link (1 or 2). */
  abTestGroup: v.picklist([1, 2]),
  /** The small-talk permission (users.smalltalk_allowed): small-talk dialogues are shown only when true, to teachers too. */
  smalltalkAllowed: v.boolean(),
  /** The address was confirmed (or typed by the school); a learner who signed up may not pay before. */
  emailConfirmed: v.boolean(),
  /** A new address waiting for its confirmation link (settings), or null. */
  pendingEmail: v.nullable(v.string()),
});

export const SessionSchema = v.object({ user: CurrentUserSchema });

/** An e-mail address as typed: trimmed, lower case, at most 254 characters (RFC 5321). */
export const EmailSchema = v.pipe(textLine(254), v.trim(), v.toLowerCase(), v.nonEmpty(validationTexts.required), v.email(validationTexts.emailInvalid));

/** A password: at most 200 characters, no control characters. */
export const PasswordSchema = textLine(200);

export const LoginInputSchema = v.object({
  email: EmailSchema,
  password: v.pipe(PasswordSchema, v.nonEmpty(validationTexts.passwordRequired)),
});

const NameSchema = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(80, validationTexts.tooLong(80)), cleanText());

export const PhoneSchema = v.pipe(textLine(40), v.trim(), v.nonEmpty(validationTexts.required), v.regex(/^\+?[\d\s()-]{10,20}$/, validationTexts.phoneInvalid));

export const PersonalDataInputSchema = v.object({
  firstName: NameSchema(validationTexts.nameInvalid),
  lastName: NameSchema(validationTexts.lastNameInvalid),
  phone: PhoneSchema,
});

export const SettingsInputSchema = v.object({
  firstName: NameSchema(validationTexts.nameInvalid),
  lastName: NameSchema(validationTexts.lastNameInvalid),
  phone: PhoneSchema,
  email: EmailSchema,
  skype: v.pipe(v.string(), v.trim(), v.maxLength(80, validationTexts.tooLong(80)), cleanText()),
  /** Needed only when the e-mail changes. */
  currentPassword: v.optional(PasswordSchema),
});

export const PasswordChangeInputSchema = v.object({
  currentPassword: v.pipe(PasswordSchema, v.nonEmpty(validationTexts.passwordRequired)),
  newPassword: v.pipe(PasswordSchema, v.minLength(8, validationTexts.passwordTooShort)),
});

export type RoleId = v.InferOutput<typeof RoleIdSchema>;
export type CurrentUser = v.InferOutput<typeof CurrentUserSchema>;
export type Session = v.InferOutput<typeof SessionSchema>;
export type LoginInput = v.InferInput<typeof LoginInputSchema>;
export type AppNotification = v.InferOutput<typeof NotificationSchema>;
