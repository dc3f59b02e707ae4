import * as v from 'valibot';
import { backOfficeTexts, validationTexts } from '../texts';
import {
  boundedArray,
  boundedInt,
  cleanText,
  DateTimeSchema,
  IdLikeSchema,
  IdSchema,
  KeySchema,
  NullableDateTimeSchema,
  PageSchema,
  PersonRefSchema,
  textBlock,
  textLine,
} from './common';
import { EmailSchema } from './user';

/** The back office (`/lms/admin/...`): the school's outgoing mail. */

const MAIL_STATUSES = ['kept', 'queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MailListInputSchema = v.strictObject({
  page: PageSchema,
  /** A part of the recipient's address or of the subject. */
  search: v.optional(textLine(254)),
});

const MailSummarySchema = v.object({
  id: IdSchema,
  kind: v.string(),
  to: v.string(),
  subject: v.string(),
  status: v.picklist(MAIL_STATUSES),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  createdAt: DateTimeSchema,
  sentAt: NullableDateTimeSchema,
});

export const MailListSchema = v.object({
  items: v.array(MailSummarySchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});

export const MailMessageInputSchema = v.strictObject({ id: IdLikeSchema });

export const MailMessageSchema = v.object({
  ...MailSummarySchema.entries,
  html: v.string(),
  text: v.string(),
});

export type MailList = v.InferOutput<typeof MailListSchema>;
export type MailMessage = v.InferOutput<typeof MailMessageSchema>;

/* The back office: people, a student's setup, groups, companies, leads, the audit log. */

const PERSON_ROLES = ['student', 'teacher', 'selling_teacher', 'apprentice', 'client_manager', 'admin'] as const;
const PersonRoleSchema = v.picklist(PERSON_ROLES);
/** The role filter of the people list: a role, or HR users of a company. */
export const PEOPLE_ROLE_FILTERS = [...PERSON_ROLES, 'hr'] as const;
export const PERSON_STATUSES = ['active', 'invited', 'deactivated'] as const;
const INVITATION_STATUSES = ['none', 'pending', 'expired', 'accepted', 'revoked'] as const;

const NameSchema = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(80, validationTexts.tooLong(80)), cleanText());
/** A phone as the school writes it down: may stay empty for staff-made accounts. */
const OptionalPhoneSchema = v.pipe(
  textLine(40),
  v.trim(),
  v.check((phone) => phone === '' || /^\+?[\d\s()-]{10,20}$/.test(phone), validationTexts.phoneInvalid),
);
const ReasonSchema = v.pipe(textLine(500), v.trim(), v.nonEmpty(backOfficeTexts.reasonRequired));
const DeltaSchema = v.pipe(
  boundedInt(-1000, 1000, backOfficeTexts.deltaRange),
  v.check((n) => n !== 0, backOfficeTexts.deltaRange),
);

export const PeopleListInputSchema = v.strictObject({
  page: PageSchema,
  /** A part of the name, the e-mail or the phone. */
  search: v.optional(textLine(120)),
  role: v.optional(v.picklist(PEOPLE_ROLE_FILTERS)),
  status: v.optional(v.picklist(PERSON_STATUSES)),
});

const CompanyRefSchema = v.object({ id: IdSchema, name: v.string() });

const PersonSummarySchema = v.object({
  id: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.string(),
  roles: v.array(PersonRoleSchema),
  /** Companies this person is HR of. */
  hrOf: v.array(CompanyRefSchema),
  active: v.boolean(),
  invitation: v.picklist(INVITATION_STATUSES),
  createdAt: DateTimeSchema,
});

export const PeopleListSchema = v.object({ items: v.array(PersonSummarySchema), total: v.number(), page: v.number(), pageSize: v.number() });

export const PersonInputSchema = v.strictObject({ id: IdLikeSchema });

export const PersonCardSchema = v.object({
  ...PersonSummarySchema.entries,
  skype: v.string(),
  emailConfirmed: v.boolean(),
  invitationSentAt: NullableDateTimeSchema,
  invitationExpiresAt: NullableDateTimeSchema,
  /** The viewer may edit this account (admins: anyone; client managers: people without a staff role). */
  canManage: v.boolean(),
});

export const InvitePersonInputSchema = v.strictObject({
  firstName: NameSchema(validationTexts.nameInvalid),
  lastName: NameSchema(validationTexts.lastNameInvalid),
  email: EmailSchema,
  phone: v.optional(OptionalPhoneSchema, ''),
  roles: v.pipe(
    boundedArray(PersonRoleSchema, PERSON_ROLES.length),
    v.check((roles) => new Set(roles).size === roles.length),
  ),
});
/** The text fields of the invitation form. */
export const InvitePersonFormSchema = v.object({
  firstName: InvitePersonInputSchema.entries.firstName,
  lastName: InvitePersonInputSchema.entries.lastName,
  email: EmailSchema,
  phone: OptionalPhoneSchema,
});

export const UpdatePersonInputSchema = v.strictObject({
  id: IdSchema,
  firstName: NameSchema(validationTexts.nameInvalid),
  lastName: NameSchema(validationTexts.lastNameInvalid),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
});
export const PersonContactsFormSchema = v.object({
  firstName: UpdatePersonInputSchema.entries.firstName,
  lastName: UpdatePersonInputSchema.entries.lastName,
  email: EmailSchema,
  phone: OptionalPhoneSchema,
});

export const SetRolesInputSchema = v.strictObject({
  id: IdSchema,
  roles: v.pipe(
    boundedArray(PersonRoleSchema, PERSON_ROLES.length),
    v.check((roles) => new Set(roles).size === roles.length),
  ),
});
export const SetActiveInputSchema = v.strictObject({ id: IdSchema, active: v.boolean() });
export const PersonIdInputSchema = v.strictObject({ id: IdSchema });
export const CreatedSchema = v.object({ id: IdSchema });

/* A student's setup. */

export const BalanceSchema = v.object({ formatId: v.string(), name: v.string(), reportsLeft: v.number() });
const LedgerEntrySchema = v.object({
  id: IdSchema,
  formatId: v.string(),
  formatName: v.string(),
  delta: v.number(),
  balanceAfter: v.nullable(v.number()),
  reason: v.string(),
  by: v.nullable(PersonRefSchema),
  at: DateTimeSchema,
});

export const StudentSetupInputSchema = v.strictObject({ studentId: IdLikeSchema });
export const StudentSetupSchema = v.object({
  id: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  teachers: v.array(PersonRefSchema),
  subscriptionPlanId: v.nullable(v.string()),
  statusId: v.nullable(v.string()),
  programId: v.nullable(v.number()),
  company: v.nullable(CompanyRefSchema),
  balances: v.array(BalanceSchema),
  ledger: v.array(LedgerEntrySchema),
});

export const StudentTeacherInputSchema = v.strictObject({ studentId: IdSchema, teacherId: IdSchema });
export const UpdateStudentSetupInputSchema = v.strictObject({
  studentId: IdSchema,
  subscriptionPlanId: v.nullable(KeySchema),
  statusId: v.nullable(KeySchema),
  programId: v.nullable(boundedInt(1, 10_000)),
});
export const AdjustStudentBalanceInputSchema = v.strictObject({ studentId: IdSchema, formatId: KeySchema, delta: DeltaSchema, reason: ReasonSchema });
/** The adjustment form's text fields (the delta as typed). */
export const AdjustBalanceFormSchema = v.object({
  delta: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[+-]?\d{1,4}$/, backOfficeTexts.deltaRange),
    v.transform(Number),
    v.check((n) => n !== 0 && n >= -1000 && n <= 1000, backOfficeTexts.deltaRange),
  ),
  reason: ReasonSchema,
});

export const TeacherOptionsSchema = v.array(v.object({ id: IdSchema, firstName: v.string(), lastName: v.string(), apprentice: v.boolean() }));

/* Groups. */

export const GroupListInputSchema = v.strictObject({ page: PageSchema, search: v.optional(textLine(120)) });
const GroupSummarySchema = v.object({
  id: IdSchema,
  name: v.string(),
  company: v.nullable(CompanyRefSchema),
  subscriptionPlanId: v.nullable(v.string()),
  studentsCount: v.number(),
  teachersCount: v.number(),
});
export const GroupListSchema = v.object({ items: v.array(GroupSummarySchema), total: v.number(), page: v.number(), pageSize: v.number() });
export const GroupInputSchema = v.strictObject({ groupId: IdLikeSchema });
export const GroupDetailsSchema = v.object({
  id: IdSchema,
  name: v.string(),
  company: v.nullable(CompanyRefSchema),
  subscriptionPlanId: v.nullable(v.string()),
  students: v.array(PersonRefSchema),
  teachers: v.array(PersonRefSchema),
  balances: v.array(BalanceSchema),
  ledger: v.array(LedgerEntrySchema),
});
export const SaveGroupInputSchema = v.strictObject({
  id: v.optional(IdSchema),
  name: v.pipe(textLine(120), v.trim(), v.nonEmpty(backOfficeTexts.groupNameRequired)),
  companyId: v.nullable(IdSchema),
  subscriptionPlanId: v.nullable(KeySchema),
  studentIds: v.pipe(
    boundedArray(IdSchema, 200),
    v.check((ids) => new Set(ids).size === ids.length),
  ),
  teacherIds: v.pipe(
    boundedArray(IdSchema, 20),
    v.check((ids) => new Set(ids).size === ids.length),
  ),
});
export const AdjustGroupBalanceInputSchema = v.strictObject({ groupId: IdSchema, formatId: KeySchema, delta: DeltaSchema, reason: ReasonSchema });

/* Companies. */

export const CompanyListSchema = v.array(v.object({ id: IdSchema, name: v.string(), hrCount: v.number(), studentsCount: v.number(), groupsCount: v.number() }));
export const CompanyInputSchema = v.strictObject({ companyId: IdLikeSchema });
export const CompanyDetailsSchema = v.object({
  id: IdSchema,
  name: v.string(),
  hrUsers: v.array(v.object({ ...PersonRefSchema.entries, email: v.string(), invitation: v.picklist(INVITATION_STATUSES), active: v.boolean() })),
  students: v.array(PersonRefSchema),
});
export const InviteHrInputSchema = v.strictObject({
  companyId: IdSchema,
  firstName: NameSchema(validationTexts.nameInvalid),
  lastName: NameSchema(validationTexts.lastNameInvalid),
  email: EmailSchema,
});
export const InviteHrFormSchema = v.object({
  firstName: InviteHrInputSchema.entries.firstName,
  lastName: InviteHrInputSchema.entries.lastName,
  email: EmailSchema,
});
export const CompanyPersonInputSchema = v.strictObject({ companyId: IdSchema, personId: IdSchema });

/* Leads. */

export const ConvertLeadInputSchema = v.strictObject({
  leadId: IdSchema,
  firstName: NameSchema(validationTexts.nameInvalid),
  lastName: NameSchema(validationTexts.lastNameInvalid),
  email: EmailSchema,
  phone: OptionalPhoneSchema,
  teacherId: v.optional(IdSchema),
});
export const ConvertLeadFormSchema = v.object({
  firstName: ConvertLeadInputSchema.entries.firstName,
  lastName: ConvertLeadInputSchema.entries.lastName,
  email: EmailSchema,
  phone: OptionalPhoneSchema,
});
export const SetLeadStatusInputSchema = v.strictObject({
  leadId: IdSchema,
  status: v.picklist(['new', 'handled', 'rejected']),
  note: v.pipe(textBlock(1000), v.trim()),
});

/* The audit log. */

export const AuditListInputSchema = v.strictObject({
  page: PageSchema,
  /** Entries made by this person or about them. */
  personId: v.optional(IdLikeSchema),
  kind: v.optional(v.pipe(v.string(), v.maxLength(64), v.regex(/^[a-z][a-z.-]*$/))),
});
const AuditEntrySchema = v.object({
  id: IdSchema,
  at: DateTimeSchema,
  actor: v.nullable(PersonRefSchema),
  kind: v.string(),
  person: v.nullable(PersonRefSchema),
  subject: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
});
export const AuditListSchema = v.object({ items: v.array(AuditEntrySchema), total: v.number(), page: v.number(), pageSize: v.number() });

export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export type PersonSummary = v.InferOutput<typeof PersonSummarySchema>;
export type PersonCard = v.InferOutput<typeof PersonCardSchema>;
export type PeopleList = v.InferOutput<typeof PeopleListSchema>;
export type StudentSetup = v.InferOutput<typeof StudentSetupSchema>;
export type LedgerEntry = v.InferOutput<typeof LedgerEntrySchema>;
export type GroupDetails = v.InferOutput<typeof GroupDetailsSchema>;
export type GroupList = v.InferOutput<typeof GroupListSchema>;
export type CompanyDetails = v.InferOutput<typeof CompanyDetailsSchema>;
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;
export type AuditList = v.InferOutput<typeof AuditListSchema>;
