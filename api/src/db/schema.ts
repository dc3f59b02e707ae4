import type { ColumnType, Generated } from 'kysely';
import type { AnalyticsEvent } from '@school/shared/schemas';

/**
 * Row types of the database, as the migrations in api/migrations create it; schema.test.ts fails when
 * the two disagree (a table, a column, its nullability, type, default or CHECK list).
 */
/** A timestamp the database fills in when an insert leaves it out (DEFAULT now()). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp without a default: every insert names it. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A nullable column that may be left out on insert. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A JSON column with a default: an insert may leave it out. */
type Json<T> = ColumnType<T, string | T | undefined, string | T>;

interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: Generated<string>;
  skype: Generated<string>;
  role_id: Generated<'user' | 'studying_user' | 'student' | 'teacher' | 'apprentice'>;
  is_admin: Generated<boolean>;
  is_client_manager: Generated<boolean>;
  is_teacher: Generated<boolean>;
  is_selling_teacher: Generated<boolean>;
  self_paying: Generated<boolean>;
  subscription_plan_id: string | null;
  signup_hostname: Generated<string>;
  signup_promocode: string | null;
  amo_crm_contact_id: number | null;
  amo_crm_lead_id: number | null;
  ab_test_group: Generated<1 | 2>;
  /** The small-talk permission (0300_learner.sql). */
  smalltalk_allowed: Generated<boolean>;
  /** The zone the user's browser last reported (migration 1200); null: the school's zone. */
  time_zone: Optional<string>;
  created_at: Timestamp;
  /** 0910_accounts.sql: null until a sign-up's address is confirmed; the time of creation for other accounts. */
  email_confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 0910_accounts.sql: a deactivated account cannot sign in and keeps every record. */
  deactivated_at: NullableTimestamp;
  /** 0910_accounts.sql: when a learner who signed up accepted the offer and the privacy policy. */
  terms_accepted_at: NullableTimestamp;
}

interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
}

interface UserTagsTable {
  user_id: number;
  tag_value: string;
}

interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  count: Generated<number>;
  created_at: Timestamp;
}

interface UserVariablesTable {
  user_id: number;
  key: string;
  value: Json<unknown>;
}

interface UserCoursesTable {
  user_id: number;
  course_id: string;
  purchased: Generated<boolean>;
  created_at: Timestamp;
  /** End of the platform access of a bought course (migration 1300); null: no end. */
  access_until: NullableTimestamp;
}

interface ReportFieldTypesTable {
  id: Generated<number>;
  name: string;
  visible_for_student: Generated<boolean>;
}

interface ReportFullTypesTable {
  id: string;
  name: string;
  duration_mins: number;
  type_id: string;
}

interface ReportFullTypeFieldsTable {
  report_full_type_id: string;
  report_field_type_id: number;
  order: number;
}

interface SubscriptionPlansTable {
  id: string;
  name: string;
  type: Generated<'mix' | 'premium' | 'other'>;
  order: Generated<number>;
  popular_transaction_type: string | null;
  report_full_type_id: string | null;
  is_public: Generated<boolean>;
}

interface TransactionTypesTable {
  id: string;
  subscription_plan_id: string | null;
  category: Generated<string>;
  description: Generated<string>;
  price: number;
  old_price: number | null;
  reports_amount: Generated<number>;
  report_full_type_id: string | null;
  max_installment_months: number | null;
  installment_multiplier: number | null;
  course_id: ColumnType<string | null, string | null | undefined, string | null>;
}

interface StudentStatusesTable {
  id: string;
  name: string;
  forbid_editing: Generated<boolean>;
}

interface ConfigEntriesTable {
  key: string;
  value: Json<unknown>;
}

interface UserGroupsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  image_path: string | null;
  created_at: Timestamp;
}

interface UserGroupMembersTable {
  user_group_id: number;
  user_id: number;
  is_hr: Generated<boolean>;
}

interface StudentsTable {
  user_id: number;
  program_id: number | null;
  activated_at: NullableTimestamp;
  bio: Generated<string>;
  preferred_lessons_time: Generated<string>;
  linguo_portrait: Json<Record<string, string>>;
  default_report_full_type_id: string | null;
  journal_url: string | null;
  user_group_id: number | null;
}

interface StudentTeachersTable {
  student_id: number;
  teacher_id: number;
  created_at: Timestamp;
}

interface StudentStatusChangesTable {
  id: Generated<number>;
  student_id: number;
  status_id: string;
  created_at: Timestamp;
}

interface StudentSubscriptionPlansTable {
  student_id: number;
  subscription_plan_id: string;
}

interface StudentBalancesTable {
  student_id: number;
  report_full_type_id: string;
  reports_left: Generated<number>;
}

interface StudentGroupsTable {
  id: Generated<number>;
  name: string;
  user_group_id: number | null;
  subscription_plan_id: string | null;
  created_at: Timestamp;
}

interface StudentGroupStudentsTable {
  student_group_id: number;
  student_id: number;
}

interface StudentGroupTeachersTable {
  student_group_id: number;
  teacher_id: number;
}

interface StudentGroupBalancesTable {
  student_group_id: number;
  report_full_type_id: string;
  sum_reports_left: Generated<number>;
}

interface BalanceTopUpsTable {
  id: Generated<number>;
  student_group_id: number;
  report_full_type_id: string;
  amount: number;
  created_by: number | null;
  created_at: Timestamp;
  /** 0920_back_office.sql: why the balance changed; the balance after it. */
  reason: Generated<string>;
  balance_after: Optional<number>;
}

interface TransactionsTable {
  id: Generated<number>;
  student_id: number;
  transaction_type_id: string;
  sum: number;
  signup_promo_code_id: number | null;
  date: Timestamp;
}

interface ReceiptsTable {
  id: Generated<number>;
  created_at: Timestamp;
}

interface AppointmentsTable {
  id: Generated<number>;
  date: RequiredTimestamp;
  teacher_id: number;
  student_id: number | null;
  student_group_id: number | null;
  google_calendar_event_id: string | null;
  created_at: Timestamp;
  /** The last change (migration 1200). */
  updated_at: Timestamp;
  /** Moved by every change of the date: the calendar feed's SEQUENCE (migration 1200). */
  revision: Generated<number>;
}

interface ReportsTable {
  id: Generated<number>;
  teacher_id: number;
  student_id: number | null;
  student_group_id: number | null;
  date: RequiredTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  full_type_id: string;
  status: Generated<'default' | 'missing student'>;
  video_file_name: string | null;
  superteacher_comment_body: string | null;
  superteacher_comment_author_id: number | null;
  superteacher_comment_updated_at: NullableTimestamp;
  receipt_id: number | null;
  paid_by_transaction_id: number | null;
  rate: number | null;
  rate_version: number | null;
  rate_salary_payment_method_multiplier: number | null;
  /** The planned rate when the report was written (migration 0010). */
  rate_data: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

interface ReportFieldsTable {
  report_id: number;
  report_field_type_id: number;
  value: string;
}

interface HomeworkGroupsTable {
  id: Generated<number>;
  report_id: number;
  index: number;
  header: Generated<string>;
  body: Generated<string>;
}

interface HomeworkItemsTable {
  id: Generated<number>;
  homework_group_id: number;
  index: number;
  header: string;
  body: Generated<string>;
}

interface ReportsUsersTable {
  report_id: number;
  student_id: number;
  status: 'present' | 'absent';
}

interface TeacherProfilesTable {
  user_id: number;
  salary_payment_method_multiplier: Generated<number>;
  last_salary_payment_method_change: NullableTimestamp;
  bio: Generated<string>;
}

interface TeacherRatesTable {
  teacher_id: number;
  report_full_type_id: string;
  version: number;
  rate: number | null;
  base_rate: number | null;
  auction_multiplier: number | null;
  skill_multiplier: number | null;
  quality_multiplier: number | null;
  performance_bonus: number | null;
  ltv_bonus: number | null;
}

interface TeacherLegalOffersTable {
  id: Generated<number>;
  content: string;
  created_at: Timestamp;
}

interface TeacherLegalOfferStatusChangesTable {
  id: Generated<number>;
  offer_id: number;
  teacher_id: number;
  status: string;
  created_at: Timestamp;
}

interface TeacherSearchRequestsTable {
  id: Generated<number>;
  student_id: number;
  comment: Generated<string>;
  is_new: Generated<boolean>;
  created_at: Timestamp;
  /** The questionnaire's answers (JSON text on insert); null for requests made before it. */
  answers: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface WordsTable {
  id: Generated<number>;
  student_id: number;
  word: string;
  translation: Generated<string>;
  approved: Generated<boolean>;
  source: Generated<'my' | 'exercises'>;
  example: Generated<string>;
  lesson_id: string | null;
  created_at: Timestamp;
}

/** The daily review (1100_review.sql). */
interface ReviewSettingsTable {
  student_id: number;
  new_per_day: Generated<number>;
  time_zone: Generated<string>;
  updated_at: Generated<Date>;
}

export interface ReviewCardsTable {
  id: Generated<number>;
  student_id: number;
  key: string;
  source: 'word' | 'phrase' | 'sentence' | 'drill';
  word_id: number | null;
  prompt: string | null;
  answer: string | null;
  lesson_id: string | null;
  created_at: Timestamp;
  state: Generated<number>;
  due: RequiredTimestamp;
  stability: Generated<number>;
  difficulty: Generated<number>;
  elapsed_days: Generated<number>;
  scheduled_days: Generated<number>;
  learning_steps: Generated<number>;
  reps: Generated<number>;
  lapses: Generated<number>;
  last_review: NullableTimestamp;
}

interface ReviewLogsTable {
  id: string;
  student_id: number;
  card_id: number;
  rating: number;
  reviewed_at: RequiredTimestamp;
  received_at: Generated<Date>;
  elapsed_days: number;
  state_before: Json<unknown>;
  state_after: Json<unknown>;
}

/** The test clock's offset (api/src/clock.ts). */
interface TestClockTable {
  id: Generated<boolean>;
  /** A bigint: PostgreSQL's driver reads it as a string, hence Number() where it is read. */
  offset_ms: ColumnType<number, number | undefined, number>;
}

interface ProgramStatusesTable {
  student_id: number;
  topic_id: string;
  status: 0 | 1 | 2;
}

interface CourseResultsTable {
  id: Generated<number>;
  student_id: number;
  course_id: string;
  field_name: string;
  field_value: number;
  created_at: Timestamp;
}

interface OffersTable {
  id: Generated<number>;
  student_id: number | null;
  title: string;
  description: string;
  end_date: NullableTimestamp;
  transaction_type_ids: ColumnType<string[], string[] | undefined, string[]>;
  /** Percent off the options' regular price (migration 1310); null: the regular price. */
  discount_percent: Optional<number>;
  /** Only for learners with no purchase yet (the registration offer). */
  first_purchase_only: Generated<boolean>;
}

export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  discount_percent: Optional<number>;
  discount_rubles: Optional<number>;
  plan_ids: ColumnType<string[], string[] | undefined, string[]>;
  transaction_type_ids: ColumnType<string[], string[] | undefined, string[]>;
  first_purchase_only: Generated<boolean>;
  valid_from: NullableTimestamp;
  valid_until: NullableTimestamp;
  max_uses: Optional<number>;
  active: Generated<boolean>;
  comment: Generated<string>;
  created_by: Optional<number>;
  created_at: Timestamp;
}

interface PaymentsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  transaction_type_id: string;
  comment: Generated<string>;
  status: Generated<string>;
  created_at: Timestamp;
}

export type PaymentOrderStatus = 'pending' | 'succeeded' | 'canceled' | 'expired' | 'failed';

export interface PaymentOrdersTable {
  id: string;
  user_id: number;
  student_id: number;
  transaction_type_id: string;
  payment_type: 'acquiring' | 'vsegdaDa';
  installment_months: Optional<number>;
  amount: number;
  currency: Generated<string>;
  description: string;
  comment: Generated<string>;
  user_offer_id: Optional<number>;
  provider: string;
  provider_payment_id: Optional<string>;
  status: Generated<PaymentOrderStatus>;
  failure_reason: Optional<string>;
  transaction_id: Optional<number>;
  rating: Optional<number>;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  settled_at: NullableTimestamp;
  /** Since when the order waits for an admin (a wrong sum); null: it never needed one. */
  attention_at: NullableTimestamp;
  /** The sum and currency the provider reported when they differed from the order's. */
  provider_amount: Optional<number>;
  provider_currency: Optional<string>;
  resolved_at: NullableTimestamp;
  /** The admin who resolved it; null with resolved_at: the provider's later report did. */
  resolved_by: Optional<number>;
  resolution: Optional<PaymentResolution>;
  resolution_note: Optional<string>;
  /** The option's regular price when ordered; `amount` is what the order charges (migration 1310). */
  regular_price: Optional<number>;
  promo_code_id: Optional<number>;
  receipt_url: Optional<string>;
}

/** Solved challenges, each usable once (migration 0951). */
interface SpentChallengesTable {
  token_hash: string;
  expires_at: RequiredTimestamp;
}

type PaymentResolution = 'credited' | 'refund_noted';

export interface PaymentOrderEventsTable {
  id: Generated<number>;
  order_id: string;
  at: RequiredTimestamp;
  actor_id: Optional<number>;
  event: 'amount_mismatch' | 'credited_by_provider' | 'credited' | 'refund_noted';
  note: Generated<string>;
  details: Json<Record<string, unknown>>;
}

export interface SandboxPaymentsTable {
  id: string;
  idempotence_key: string;
  amount: number;
  currency: string;
  description: string;
  return_url: string;
  installment_months: number | null;
  order_id: string;
  status: Generated<'pending' | 'succeeded' | 'canceled'>;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
}

interface UploadsTable {
  file_name: string;
  folder: string;
  content_type: string;
  size: number | null;
  uploaded_by: number | null;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
}

interface ErrorReportsTable {
  id: Generated<number>;
  user_id: number | null;
  message: string;
  status: number | null;
  context: Json<Record<string, unknown>>;
  url: Generated<string>;
  created_at: Timestamp;
}

interface LeadsTable {
  id: Generated<number>;
  name: string;
  phone: string;
  phone_digits: string;
  contact: Generated<string>;
  age_group: string;
  preferred_time: string;
  source: Generated<string>;
  level: Optional<string>;
  referral_code: Optional<string>;
  plan_id: Optional<string>;
  user_id: Optional<number>;
  created_at: Timestamp;
  /** 0920_back_office.sql: what staff did with the lead. */
  status: Generated<LeadStatus>;
  status_note: Generated<string>;
  handled_by: Optional<number>;
  handled_at: NullableTimestamp;
  converted_user_id: Optional<number>;
}

type LeadStatus = 'new' | 'handled' | 'rejected' | 'converted';

interface ReferralCodesTable {
  user_id: number;
  code: string;
  created_at: Timestamp;
}

interface ReferralsTable {
  id: Generated<number>;
  referrer_id: number;
  friend_user_id: Optional<number>;
  lead_id: Optional<number>;
  friend_name: Generated<string>;
  created_at: Timestamp;
  credited_at: NullableTimestamp;
  credited_transaction_id: Optional<number>;
  referrer_lessons: Generated<number>;
  referrer_full_type_id: Optional<string>;
  friend_lessons: Generated<number>;
  friend_full_type_id: Optional<string>;
}

interface LevelTestResultsTable {
  id: Generated<number>;
  student_id: number;
  level: string;
  program_id: string;
  correct: number;
  answered: number;
  sections: Json<{ level: string; correct: number; total: number }[]>;
  created_at: Timestamp;
}

/** One row: the version of the catalogue tables (migration 0700). */
interface CatalogueVersionTable {
  id: Generated<boolean>;
  version: number;
}

/** Failed sign-ins per scope and key (migration 0700). */
interface LoginFailuresTable {
  scope: 'pair' | 'email' | 'address';
  key: string;
  failures: number;
  first_failure_at: RequiredTimestamp;
  last_failure_at: RequiredTimestamp;
}

/** Addresses each account signed in from successfully (migration 0700). */
interface LoginKnownAddressesTable {
  email: string;
  address: string;
  last_success_at: RequiredTimestamp;
}

/** Anonymous-write counters shared by every API instance (migration 0200; api/src/http/rate-limit.ts). */
interface RateLimitsTable {
  rule: string;
  key: string;
  window_start: RequiredTimestamp;
  hits: Generated<number>;
  expires_at: RequiredTimestamp;
}

/** First-party analytics of the learner dashboard and the funnel (migration 0600). */
interface AnalyticsEventsTable {
  id: Generated<number>;
  type: AnalyticsEvent['type'];
  target: string | null;
  path: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

/** 0900_jobs_and_mail.sql: a job sent with a key is sent once per kind and key. */
interface JobKeysTable {
  queue: string;
  key: string;
  job_id: string | null;
  created_at: Timestamp;
  expires_at: NullableTimestamp;
}

export type MailStatus = 'kept' | 'queued' | 'sent' | 'failed';

/** 0900_jobs_and_mail.sql: every message the school sends. */
interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  user_id: number | null;
  subject: string;
  html: string;
  text: string;
  secrets: ColumnType<string[], string[] | undefined, string[]>;
  status: MailStatus;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export type AccountTokenPurpose = 'set-password' | 'invitation' | 'password-reset' | 'email-confirmation' | 'email-change';

/** 0910_accounts.sql: one-time links, stored as the SHA-256 of their token. */
interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountTokenPurpose;
  token_hash: string;
  new_email: string | null;
  created_by: number | null;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** 0920_back_office.sql: every back-office change and every sign-in of staff. */
interface AuditLogTable {
  id: Generated<number>;
  at: RequiredTimestamp;
  actor_id: number | null;
  kind: string;
  person_id: number | null;
  subject: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
}

/** 0920_back_office.sql: the ledger of a student's balance. */
interface StudentBalanceAdjustmentsTable {
  id: Generated<number>;
  student_id: number;
  report_full_type_id: string;
  delta: number;
  balance_after: number;
  reason: string;
  created_by: number | null;
  created_at: Timestamp;
}

/** The notification centre (migration 1200). */
interface UserNotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  params: Json<Record<string, unknown>>;
  link: string;
  dedup_key: Optional<string>;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

/** Homework a student marked done (migration 1200). */
interface HomeworkMarksTable {
  student_id: number;
  report_id: number;
  header: string;
  done_at: Timestamp;
}

/** Reminders a user wants (migration 1200); no row: both on. */
interface LessonSettingsTable {
  user_id: number;
  remind_24h: Generated<boolean>;
  remind_1h: Generated<boolean>;
  updated_at: Timestamp;
}

/** Lesson reminders that went to one person (migration 1250): once per lesson, kind, lesson time and person. */
interface LessonRemindersSentTable {
  appointment_id: number;
  kind: '24h' | '1h';
  lesson_at: RequiredTimestamp;
  user_id: number;
  mail_id: number | null;
  sent_at: RequiredTimestamp;
}

/** Private calendar addresses (migration 1200). */
interface CalendarFeedsTable {
  user_id: number;
  token: string;
  created_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  user_tags: UserTagsTable;
  notifications: NotificationsTable;
  user_variables: UserVariablesTable;
  user_courses: UserCoursesTable;
  report_field_types: ReportFieldTypesTable;
  report_full_types: ReportFullTypesTable;
  report_full_type_fields: ReportFullTypeFieldsTable;
  subscription_plans: SubscriptionPlansTable;
  transaction_types: TransactionTypesTable;
  student_statuses: StudentStatusesTable;
  config_entries: ConfigEntriesTable;
  user_groups: UserGroupsTable;
  user_group_members: UserGroupMembersTable;
  students: StudentsTable;
  student_teachers: StudentTeachersTable;
  student_status_changes: StudentStatusChangesTable;
  student_subscription_plans: StudentSubscriptionPlansTable;
  student_balances: StudentBalancesTable;
  student_groups: StudentGroupsTable;
  student_group_students: StudentGroupStudentsTable;
  student_group_teachers: StudentGroupTeachersTable;
  student_group_balances: StudentGroupBalancesTable;
  balance_top_ups: BalanceTopUpsTable;
  transactions: TransactionsTable;
  receipts: ReceiptsTable;
  appointments: AppointmentsTable;
  reports: ReportsTable;
  report_fields: ReportFieldsTable;
  homework_groups: HomeworkGroupsTable;
  homework_items: HomeworkItemsTable;
  reports_users: ReportsUsersTable;
  teacher_profiles: TeacherProfilesTable;
  teacher_rates: TeacherRatesTable;
  teacher_legal_offers: TeacherLegalOffersTable;
  teacher_legal_offer_status_changes: TeacherLegalOfferStatusChangesTable;
  teacher_search_requests: TeacherSearchRequestsTable;
  words: WordsTable;
  review_settings: ReviewSettingsTable;
  review_cards: ReviewCardsTable;
  review_logs: ReviewLogsTable;
  test_clock: TestClockTable;
  program_statuses: ProgramStatusesTable;
  course_results: CourseResultsTable;
  offers: OffersTable;
  promo_codes: PromoCodesTable;
  payments: PaymentsTable;
  payment_orders: PaymentOrdersTable;
  payment_order_events: PaymentOrderEventsTable;
  spent_challenges: SpentChallengesTable;
  sandbox_payments: SandboxPaymentsTable;
  uploads: UploadsTable;
  error_reports: ErrorReportsTable;
  leads: LeadsTable;
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  level_test_results: LevelTestResultsTable;
  catalogue_version: CatalogueVersionTable;
  login_failures: LoginFailuresTable;
  login_known_addresses: LoginKnownAddressesTable;
  job_keys: JobKeysTable;
  mail_outbox: MailOutboxTable;
  account_tokens: AccountTokensTable;
  audit_log: AuditLogTable;
  student_balance_adjustments: StudentBalanceAdjustmentsTable;
  user_notifications: UserNotificationsTable;
  homework_marks: HomeworkMarksTable;
  lesson_settings: LessonSettingsTable;
  calendar_feeds: CalendarFeedsTable;
  lesson_reminders_sent: LessonRemindersSentTable;
  rate_limits: RateLimitsTable;
  analytics_events: AnalyticsEventsTable;
}
