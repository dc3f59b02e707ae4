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

export interface UsersTable {
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
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
}

export interface UserTagsTable {
  user_id: number;
  tag_value: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  count: Generated<number>;
  created_at: Timestamp;
}

export interface UserVariablesTable {
  user_id: number;
  key: string;
  value: Json<unknown>;
}

export interface UserCoursesTable {
  user_id: number;
  course_id: string;
  purchased: Generated<boolean>;
  created_at: Timestamp;
}

export interface ReportFieldTypesTable {
  id: Generated<number>;
  name: string;
  visible_for_student: Generated<boolean>;
}

export interface ReportFullTypesTable {
  id: string;
  name: string;
  duration_mins: number;
  type_id: string;
}

export interface ReportFullTypeFieldsTable {
  report_full_type_id: string;
  report_field_type_id: number;
  order: number;
}

export interface SubscriptionPlansTable {
  id: string;
  name: string;
  type: Generated<'mix' | 'premium' | 'other'>;
  order: Generated<number>;
  popular_transaction_type: string | null;
  report_full_type_id: string | null;
  is_public: Generated<boolean>;
}

export interface TransactionTypesTable {
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

export interface StudentStatusesTable {
  id: string;
  name: string;
  forbid_editing: Generated<boolean>;
}

export interface ConfigEntriesTable {
  key: string;
  value: Json<unknown>;
}

export interface UserGroupsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  image_path: string | null;
  created_at: Timestamp;
}

export interface UserGroupMembersTable {
  user_group_id: number;
  user_id: number;
  is_hr: Generated<boolean>;
}

export interface StudentsTable {
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

export interface StudentTeachersTable {
  student_id: number;
  teacher_id: number;
  created_at: Timestamp;
}

export interface StudentStatusChangesTable {
  id: Generated<number>;
  student_id: number;
  status_id: string;
  created_at: Timestamp;
}

export interface StudentSubscriptionPlansTable {
  student_id: number;
  subscription_plan_id: string;
}

export interface StudentBalancesTable {
  student_id: number;
  report_full_type_id: string;
  reports_left: Generated<number>;
}

export interface StudentGroupsTable {
  id: Generated<number>;
  name: string;
  user_group_id: number | null;
  subscription_plan_id: string | null;
  created_at: Timestamp;
}

export interface StudentGroupStudentsTable {
  student_group_id: number;
  student_id: number;
}

export interface StudentGroupTeachersTable {
  student_group_id: number;
  teacher_id: number;
}

export interface StudentGroupBalancesTable {
  student_group_id: number;
  report_full_type_id: string;
  sum_reports_left: Generated<number>;
}

export interface BalanceTopUpsTable {
  id: Generated<number>;
  student_group_id: number;
  report_full_type_id: string;
  amount: number;
  created_by: number | null;
  created_at: Timestamp;
}

export interface TransactionsTable {
  id: Generated<number>;
  student_id: number;
  transaction_type_id: string;
  sum: number;
  signup_promo_code_id: number | null;
  date: Timestamp;
}

export interface ReceiptsTable {
  id: Generated<number>;
  created_at: Timestamp;
}

export interface AppointmentsTable {
  id: Generated<number>;
  date: RequiredTimestamp;
  teacher_id: number;
  student_id: number | null;
  student_group_id: number | null;
  google_calendar_event_id: string | null;
  created_at: Timestamp;
}

export interface ReportsTable {
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

export interface ReportFieldsTable {
  report_id: number;
  report_field_type_id: number;
  value: string;
}

export interface HomeworkGroupsTable {
  id: Generated<number>;
  report_id: number;
  index: number;
  header: Generated<string>;
  body: Generated<string>;
}

export interface HomeworkItemsTable {
  id: Generated<number>;
  homework_group_id: number;
  index: number;
  header: string;
  body: Generated<string>;
}

export interface ReportsUsersTable {
  report_id: number;
  student_id: number;
  status: 'present' | 'absent';
}

export interface TeacherProfilesTable {
  user_id: number;
  salary_payment_method_multiplier: Generated<number>;
  last_salary_payment_method_change: NullableTimestamp;
  bio: Generated<string>;
}

export interface TeacherRatesTable {
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

export interface TeacherLegalOffersTable {
  id: Generated<number>;
  content: string;
  created_at: Timestamp;
}

export interface TeacherLegalOfferStatusChangesTable {
  id: Generated<number>;
  offer_id: number;
  teacher_id: number;
  status: string;
  created_at: Timestamp;
}

export interface TeacherSearchRequestsTable {
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

export interface ProgramStatusesTable {
  student_id: number;
  topic_id: string;
  status: 0 | 1 | 2;
}

export interface CourseResultsTable {
  id: Generated<number>;
  student_id: number;
  course_id: string;
  field_name: string;
  field_value: number;
  created_at: Timestamp;
}

export interface OffersTable {
  id: Generated<number>;
  student_id: number | null;
  title: string;
  description: string;
  end_date: NullableTimestamp;
  transaction_type_ids: ColumnType<string[], string[] | undefined, string[]>;
}

export interface PaymentsTable {
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

export interface UploadsTable {
  file_name: string;
  folder: string;
  content_type: string;
  size: number | null;
  uploaded_by: number | null;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface ErrorReportsTable {
  id: Generated<number>;
  user_id: number | null;
  message: string;
  status: number | null;
  context: Json<Record<string, unknown>>;
  url: Generated<string>;
  created_at: Timestamp;
}

export interface LeadsTable {
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
}

export interface ReferralCodesTable {
  user_id: number;
  code: string;
  created_at: Timestamp;
}

export interface ReferralsTable {
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

export interface LevelTestResultsTable {
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
export interface CatalogueVersionTable {
  id: Generated<boolean>;
  version: number;
}

/** Failed sign-ins per scope and key (migration 0700). */
export interface LoginFailuresTable {
  scope: 'pair' | 'email' | 'address';
  key: string;
  failures: number;
  first_failure_at: RequiredTimestamp;
  last_failure_at: RequiredTimestamp;
}

/** Addresses each account signed in from successfully (migration 0700). */
export interface LoginKnownAddressesTable {
  email: string;
  address: string;
  last_success_at: RequiredTimestamp;
}

/** Anonymous-write counters shared by every API instance (migration 0200; api/src/http/rate-limit.ts). */
export interface RateLimitsTable {
  rule: string;
  key: string;
  window_start: RequiredTimestamp;
  hits: Generated<number>;
  expires_at: RequiredTimestamp;
}

/** First-party analytics of the learner dashboard and the funnel (migration 0600). */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  type: AnalyticsEvent['type'];
  target: string | null;
  path: string | null;
  user_id: number | null;
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
  program_statuses: ProgramStatusesTable;
  course_results: CourseResultsTable;
  offers: OffersTable;
  payments: PaymentsTable;
  payment_orders: PaymentOrdersTable;
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
  rate_limits: RateLimitsTable;
  analytics_events: AnalyticsEventsTable;
}
