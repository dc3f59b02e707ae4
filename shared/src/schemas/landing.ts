import * as v from 'valibot';
import { LEVEL_TEST_LEVELS, LEVEL_TEST_QUESTION_IDS, LEVEL_TEST_RESULT_LEVELS } from './level-test-sections';
import { REFERRAL_CODE_PATTERN } from './referral-code';
import { landingTexts, validationTexts } from '../texts';
import { PlanIdSchema } from './commerce';
import { cleanText, DateTimeSchema, IdLikeSchema, IdSchema } from './common';
import { PhoneSchema } from './user';

/**
 * The school's front door: leads of the introductory lesson, the level test, the teacher-search
 * questionnaire and invitations of friends.
 */

const oneOf = <const T extends string>(values: readonly T[], message: string) =>
  v.pipe(
    v.string(message),
    v.check((value) => (values as readonly string[]).includes(value), message),
    v.transform((value) => value as T),
  );

export const LEAD_AGE_GROUPS = ['adult', 'teen', 'kids-8-10', 'kids-5-7'] as const;
export const LEAD_TIMES = ['morning', 'day', 'evening', 'weekend'] as const;
const LEAD_SOURCES = ['home', 'kids', 'intro-lesson', 'level-test', 'referral'] as const;
export type LeadAgeGroup = (typeof LEAD_AGE_GROUPS)[number];
export type LeadSource = (typeof LEAD_SOURCES)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A Telegram-style handle, or a t.me link to one. */
const MESSENGER = /^(?:@|(?:https?:\/\/)?t\.me\/)[A-Za-z0-9_]{4,32}$/;

/** An e-mail or a messenger handle; may stay empty (the phone is enough to call back). */
export function isLeadContact(value: string): boolean {
  return value === '' || EMAIL.test(value) || MESSENGER.test(value);
}

/** What the visitor types into the introductory-lesson form. */
export const LeadFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.maxLength(400, validationTexts.tooLong(80)),
    cleanText(false),
    v.trim(),
    v.nonEmpty(landingTexts.lead.nameRequired),
    v.minLength(2, landingTexts.lead.nameTooShort),
    v.maxLength(80, validationTexts.tooLong(80)),
    v.regex(/\p{L}/u, landingTexts.lead.nameRequired),
  ),
  phone: v.pipe(
    PhoneSchema,
    v.check((phone) => {
      const digits = phone.replace(/\D/g, '').length;
      return digits >= 10 && digits <= 15;
    }, validationTexts.phoneInvalid),
  ),
  contact: v.pipe(
    v.string(),
    v.maxLength(600, validationTexts.tooLong(120)),
    cleanText(false),
    v.trim(),
    v.maxLength(120, validationTexts.tooLong(120)),
    v.check(isLeadContact, landingTexts.lead.contactInvalid),
  ),
  ageGroup: oneOf(LEAD_AGE_GROUPS, landingTexts.lead.ageGroupRequired),
  time: oneOf(LEAD_TIMES, landingTexts.lead.timeRequired),
});

/** The lead as sent: the form, where it was sent from, and what came with the visitor (an invitation, a test result). */
export const LeadInputSchema = v.strictObject({
  ...LeadFormSchema.entries,
  source: v.optional(v.picklist(LEAD_SOURCES), 'intro-lesson'),
  level: v.optional(v.picklist(LEVEL_TEST_RESULT_LEVELS)),
  referralCode: v.optional(v.pipe(v.string(), v.maxLength(20), v.toUpperCase(), v.regex(REFERRAL_CODE_PATTERN))),
  /** The plan the page offers (the kids landing: 40m_kids). */
  planId: v.optional(PlanIdSchema),
});
export const LeadCreatedSchema = v.object({ ok: v.literal(true) });

/** A lead as admins read it. */
const LeadSchema = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.maxLength(80)),
  phone: v.pipe(v.string(), v.maxLength(40)),
  contact: v.pipe(v.string(), v.maxLength(120)),
  ageGroup: v.picklist(LEAD_AGE_GROUPS),
  time: v.picklist(LEAD_TIMES),
  source: v.picklist(LEAD_SOURCES),
  level: v.nullable(v.picklist(LEVEL_TEST_RESULT_LEVELS)),
  planId: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  /** A friend invited by a learner: the learner's name. */
  invitedBy: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  createdAt: DateTimeSchema,
  /** What staff did with it: new, handled, rejected, or converted into a student. */
  status: v.picklist(['new', 'handled', 'rejected', 'converted']),
  statusNote: v.string(),
  /** The student the lead became. */
  convertedUserId: v.nullable(IdSchema),
});
export const LeadsSchema = v.pipe(v.array(LeadSchema), v.maxLength(500));

// Level test.

const QUESTION_IDS = new Set(LEVEL_TEST_QUESTION_IDS);

/** Chosen option index per question id: known ids only, options 0–3. */
const LevelTestAnswersSchema = v.pipe(
  v.record(
    v.pipe(
      v.string(),
      v.maxLength(8),
      v.check((id) => QUESTION_IDS.has(id)),
    ),
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
  ),
  v.check((answers) => Object.keys(answers).length <= LEVEL_TEST_QUESTION_IDS.length),
);
export const SaveLevelTestInputSchema = v.strictObject({ answers: LevelTestAnswersSchema });

const LevelTestSectionScoreSchema = v.object({
  level: v.picklist(LEVEL_TEST_LEVELS),
  correct: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});
export const LevelTestResultSchema = v.object({
  level: v.picklist(LEVEL_TEST_RESULT_LEVELS),
  programId: v.pipe(v.string(), v.maxLength(20)),
  correct: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
  answered: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
  sections: v.pipe(v.array(LevelTestSectionScoreSchema), v.maxLength(LEVEL_TEST_LEVELS.length)),
  createdAt: DateTimeSchema,
});
/** The latest result of a student, or null when they have not taken the test. */
export const LevelTestResultAnswerSchema = v.object({ result: v.nullable(LevelTestResultSchema) });
export const StudentOrSelfInputSchema = v.object({ studentId: v.optional(v.union([v.literal('me'), IdLikeSchema]), 'me') });

// Teacher-search questionnaire.

export const TEACHER_SEARCH_GOALS = ['work', 'travel', 'relocation', 'exam', 'interview', 'speaking', 'grammar', 'kids'] as const;
export const TEACHER_SEARCH_LEVELS = ['zero', 'A1', 'A2', 'B1', 'B2', 'C1', 'unknown'] as const;
export const TEACHER_SEARCH_TIMES = LEAD_TIMES;
export const TEACHER_SEARCH_FREQUENCIES = ['1', '2', '3'] as const;
export const TEACHER_GENDERS = ['any', 'female', 'male'] as const;
export const TEACHER_PREFERENCES = ['russian-explanations', 'english-only', 'business', 'exams', 'it', 'kids'] as const;

export const TeacherSearchInputSchema = v.strictObject({
  goals: v.pipe(v.array(v.picklist(TEACHER_SEARCH_GOALS)), v.minLength(1, landingTexts.teacherSearch.goalsRequired), v.maxLength(TEACHER_SEARCH_GOALS.length)),
  level: v.picklist(TEACHER_SEARCH_LEVELS, landingTexts.teacherSearch.levelRequired),
  times: v.pipe(v.array(v.picklist(TEACHER_SEARCH_TIMES)), v.minLength(1, landingTexts.teacherSearch.timesRequired), v.maxLength(TEACHER_SEARCH_TIMES.length)),
  lessonsPerWeek: v.picklist(TEACHER_SEARCH_FREQUENCIES),
  teacherGender: v.picklist(TEACHER_GENDERS),
  preferences: v.pipe(v.array(v.picklist(TEACHER_PREFERENCES)), v.maxLength(TEACHER_PREFERENCES.length)),
  comment: v.pipe(v.string(), v.maxLength(4000, validationTexts.tooLong(1000)), cleanText(true), v.trim(), v.maxLength(1000, validationTexts.tooLong(1000))),
});
export const TeacherSearchCreatedSchema = v.object({ id: IdSchema });

// Invite a friend.

const ReferralCodeSchema = v.pipe(v.string(), v.trim(), v.maxLength(20), v.toUpperCase(), v.regex(REFERRAL_CODE_PATTERN, landingTexts.referral.codeUnknown));

const ReferralFriendSchema = v.object({
  id: IdSchema,
  /** The friend's first name and the initial of the last name, as far as known. */
  name: v.pipe(v.string(), v.maxLength(120)),
  state: v.picklist(['lead', 'joined', 'credited']),
  invitedAt: DateTimeSchema,
  creditedAt: v.nullable(DateTimeSchema),
});
export const ReferralOverviewSchema = v.object({
  code: v.pipe(v.string(), v.regex(REFERRAL_CODE_PATTERN)),
  friends: v.pipe(v.array(ReferralFriendSchema), v.maxLength(500)),
  /** Free lessons the learner has earned by inviting friends. */
  earnedLessons: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Who invited this learner (when they came by an invitation), and whether their bonus is credited. */
  invitedBy: v.nullable(v.object({ name: v.pipe(v.string(), v.maxLength(120)), credited: v.boolean() })),
});
export const AcceptReferralInputSchema = v.strictObject({ code: ReferralCodeSchema });
export const AcceptReferralResultSchema = v.object({ referrerName: v.pipe(v.string(), v.maxLength(120)) });

export type LeadForm = v.InferInput<typeof LeadFormSchema>;
export type LeadInput = v.InferOutput<typeof LeadInputSchema>;
export type Lead = v.InferOutput<typeof LeadSchema>;
export type LevelTestResult = v.InferOutput<typeof LevelTestResultSchema>;
export type TeacherSearchInput = v.InferOutput<typeof TeacherSearchInputSchema>;
export type ReferralFriend = v.InferOutput<typeof ReferralFriendSchema>;
export type ReferralOverview = v.InferOutput<typeof ReferralOverviewSchema>;
