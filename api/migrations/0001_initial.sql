-- The school's data model. Ids are serial integers except catalogue codes (plans, formats, statuses).

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  skype text NOT NULL DEFAULT '',
  role_id text NOT NULL DEFAULT 'user' CHECK (role_id IN ('user', 'studying_user', 'student', 'teacher', 'apprentice')),
  is_admin boolean NOT NULL DEFAULT false,
  is_client_manager boolean NOT NULL DEFAULT false,
  is_teacher boolean NOT NULL DEFAULT false,
  is_selling_teacher boolean NOT NULL DEFAULT false,
  self_paying boolean NOT NULL DEFAULT false,
  subscription_plan_id text,
  signup_hostname text NOT NULL DEFAULT '',
  signup_promocode text,
  amo_crm_contact_id integer,
  amo_crm_lead_id integer,
  ab_test_group smallint NOT NULL DEFAULT 1 CHECK (ab_test_group IN (1, 2)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE user_tags (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tag_value text NOT NULL,
  PRIMARY KEY (user_id, tag_value)
);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  count integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id);

CREATE TABLE user_variables (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  value jsonb NOT NULL,
  PRIMARY KEY (user_id, key)
);

CREATE TABLE user_courses (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id text NOT NULL,
  purchased boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id)
);

-- Catalogue: lesson formats and their fields, plans and price options, student statuses.
CREATE TABLE report_field_types (
  id serial PRIMARY KEY,
  name text NOT NULL,
  visible_for_student boolean NOT NULL DEFAULT true
);

CREATE TABLE report_full_types (
  id text PRIMARY KEY,
  name text NOT NULL,
  duration_mins integer NOT NULL,
  type_id text NOT NULL
);

CREATE TABLE report_full_type_fields (
  report_full_type_id text NOT NULL REFERENCES report_full_types (id) ON DELETE CASCADE,
  report_field_type_id integer NOT NULL REFERENCES report_field_types (id) ON DELETE CASCADE,
  "order" integer NOT NULL,
  PRIMARY KEY (report_full_type_id, report_field_type_id)
);

CREATE TABLE subscription_plans (
  id text PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'other' CHECK (type IN ('mix', 'premium', 'other')),
  "order" integer NOT NULL DEFAULT 0,
  popular_transaction_type text,
  report_full_type_id text REFERENCES report_full_types (id),
  is_public boolean NOT NULL DEFAULT true
);

CREATE TABLE transaction_types (
  id text PRIMARY KEY,
  subscription_plan_id text REFERENCES subscription_plans (id) ON DELETE CASCADE,
  category text NOT NULL DEFAULT 'lessons',
  description text NOT NULL DEFAULT '',
  price integer NOT NULL,
  old_price integer,
  reports_amount integer NOT NULL DEFAULT 0,
  report_full_type_id text REFERENCES report_full_types (id),
  max_installment_months integer,
  installment_multiplier numeric(6, 3)
);
CREATE INDEX transaction_types_plan_idx ON transaction_types (subscription_plan_id);

CREATE TABLE student_statuses (
  id text PRIMARY KEY,
  name text NOT NULL,
  forbid_editing boolean NOT NULL DEFAULT false
);

CREATE TABLE config_entries (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

-- Companies (user groups) and their members.
CREATE TABLE user_groups (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  image_path text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_groups_name_key ON user_groups (lower(name));

CREATE TABLE user_group_members (
  user_group_id integer NOT NULL REFERENCES user_groups (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  is_hr boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_group_id, user_id)
);
CREATE INDEX user_group_members_user_idx ON user_group_members (user_id);

-- Students: the learner side of a user.
CREATE TABLE students (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  program_id integer,
  activated_at timestamptz,
  bio text NOT NULL DEFAULT '',
  preferred_lessons_time text NOT NULL DEFAULT '',
  linguo_portrait jsonb NOT NULL DEFAULT '{}'::jsonb,
  default_report_full_type_id text REFERENCES report_full_types (id),
  journal_url text,
  user_group_id integer REFERENCES user_groups (id) ON DELETE SET NULL
);
CREATE INDEX students_user_group_idx ON students (user_group_id);

CREATE TABLE student_teachers (
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  teacher_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, teacher_id)
);
CREATE INDEX student_teachers_teacher_idx ON student_teachers (teacher_id);

CREATE TABLE student_status_changes (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status_id text NOT NULL REFERENCES student_statuses (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_status_changes_student_idx ON student_status_changes (student_id, created_at DESC);

CREATE TABLE student_subscription_plans (
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_plan_id text NOT NULL REFERENCES subscription_plans (id),
  PRIMARY KEY (student_id, subscription_plan_id)
);

-- Paid lessons left per student and format.
CREATE TABLE student_balances (
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_full_type_id text NOT NULL REFERENCES report_full_types (id),
  reports_left integer NOT NULL DEFAULT 0,
  PRIMARY KEY (student_id, report_full_type_id)
);

-- Student groups (group lessons), usually of a company.
CREATE TABLE student_groups (
  id serial PRIMARY KEY,
  name text NOT NULL,
  user_group_id integer REFERENCES user_groups (id) ON DELETE SET NULL,
  subscription_plan_id text REFERENCES subscription_plans (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_groups_user_group_idx ON student_groups (user_group_id);

CREATE TABLE student_group_students (
  student_group_id integer NOT NULL REFERENCES student_groups (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (student_group_id, student_id)
);
CREATE INDEX student_group_students_student_idx ON student_group_students (student_id);

CREATE TABLE student_group_teachers (
  student_group_id integer NOT NULL REFERENCES student_groups (id) ON DELETE CASCADE,
  teacher_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (student_group_id, teacher_id)
);
CREATE INDEX student_group_teachers_teacher_idx ON student_group_teachers (teacher_id);

CREATE TABLE student_group_balances (
  student_group_id integer NOT NULL REFERENCES student_groups (id) ON DELETE CASCADE,
  report_full_type_id text NOT NULL REFERENCES report_full_types (id),
  sum_reports_left integer NOT NULL DEFAULT 0,
  PRIMARY KEY (student_group_id, report_full_type_id)
);

CREATE TABLE balance_top_ups (
  id serial PRIMARY KEY,
  student_group_id integer NOT NULL REFERENCES student_groups (id) ON DELETE CASCADE,
  report_full_type_id text NOT NULL REFERENCES report_full_types (id),
  amount integer NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Money: purchases of students.
CREATE TABLE transactions (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  transaction_type_id text NOT NULL REFERENCES transaction_types (id),
  sum integer NOT NULL,
  signup_promo_code_id integer,
  date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_student_idx ON transactions (student_id, date DESC);

CREATE TABLE receipts (
  id serial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Appointments (next lessons).
CREATE TABLE appointments (
  id serial PRIMARY KEY,
  date timestamptz NOT NULL,
  teacher_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  student_id integer REFERENCES users (id) ON DELETE CASCADE,
  student_group_id integer REFERENCES student_groups (id) ON DELETE CASCADE,
  google_calendar_event_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((student_id IS NULL) <> (student_group_id IS NULL))
);
CREATE INDEX appointments_student_idx ON appointments (student_id, date);
CREATE INDEX appointments_group_idx ON appointments (student_group_id, date);

-- Lesson reports.
CREATE TABLE reports (
  id serial PRIMARY KEY,
  teacher_id integer NOT NULL REFERENCES users (id),
  student_id integer REFERENCES users (id) ON DELETE CASCADE,
  student_group_id integer REFERENCES student_groups (id) ON DELETE CASCADE,
  date timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  full_type_id text NOT NULL REFERENCES report_full_types (id),
  status text NOT NULL DEFAULT 'default' CHECK (status IN ('default', 'missing student')),
  video_file_name text,
  superteacher_comment_body text,
  superteacher_comment_author_id integer REFERENCES users (id) ON DELETE SET NULL,
  superteacher_comment_updated_at timestamptz,
  receipt_id integer REFERENCES receipts (id),
  paid_by_transaction_id integer REFERENCES transactions (id),
  rate integer,
  rate_version integer,
  rate_salary_payment_method_multiplier numeric(6, 3),
  CHECK ((student_id IS NULL) <> (student_group_id IS NULL))
);
CREATE INDEX reports_student_idx ON reports (student_id, date DESC, id DESC);
CREATE INDEX reports_group_idx ON reports (student_group_id, date DESC, id DESC);
CREATE INDEX reports_teacher_idx ON reports (teacher_id, date DESC);

CREATE TABLE report_fields (
  report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  report_field_type_id integer NOT NULL REFERENCES report_field_types (id),
  value text NOT NULL,
  PRIMARY KEY (report_id, report_field_type_id)
);

CREATE TABLE homework_groups (
  id serial PRIMARY KEY,
  report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  index integer NOT NULL,
  header text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT ''
);
CREATE INDEX homework_groups_report_idx ON homework_groups (report_id);

CREATE TABLE homework_items (
  id serial PRIMARY KEY,
  homework_group_id integer NOT NULL REFERENCES homework_groups (id) ON DELETE CASCADE,
  index integer NOT NULL,
  header text NOT NULL,
  body text NOT NULL DEFAULT ''
);
CREATE INDEX homework_items_group_idx ON homework_items (homework_group_id);

-- Attendance of group lessons.
CREATE TABLE reports_users (
  report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('present', 'absent')),
  PRIMARY KEY (report_id, student_id)
);
CREATE INDEX reports_users_student_idx ON reports_users (student_id);

-- Teacher pay.
CREATE TABLE teacher_profiles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  salary_payment_method_multiplier numeric(6, 3) NOT NULL DEFAULT 1,
  last_salary_payment_method_change timestamptz,
  bio text NOT NULL DEFAULT ''
);

CREATE TABLE teacher_rates (
  teacher_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_full_type_id text NOT NULL REFERENCES report_full_types (id),
  version integer NOT NULL,
  rate numeric(10, 2),
  base_rate numeric(10, 2),
  auction_multiplier numeric(6, 3),
  skill_multiplier numeric(6, 3),
  quality_multiplier numeric(6, 3),
  performance_bonus numeric(10, 2),
  ltv_bonus numeric(10, 2),
  PRIMARY KEY (teacher_id, report_full_type_id)
);

-- Legal offers teachers accept.
CREATE TABLE teacher_legal_offers (
  id serial PRIMARY KEY,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE teacher_legal_offer_status_changes (
  id serial PRIMARY KEY,
  offer_id integer NOT NULL REFERENCES teacher_legal_offers (id) ON DELETE CASCADE,
  teacher_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX teacher_legal_offer_accepted_key ON teacher_legal_offer_status_changes (offer_id, teacher_id) WHERE status = 'accepted';

-- Requests of students looking for a teacher.
CREATE TABLE teacher_search_requests (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  comment text NOT NULL DEFAULT '',
  is_new boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Learning content progress.
CREATE TABLE words (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  word text NOT NULL,
  translation text NOT NULL DEFAULT '',
  approved boolean NOT NULL DEFAULT false,
  source text NOT NULL DEFAULT 'my' CHECK (source IN ('my', 'exercises')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX words_student_idx ON words (student_id);

CREATE TABLE program_statuses (
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  topic_id text NOT NULL,
  status smallint NOT NULL CHECK (status IN (0, 1, 2)),
  PRIMARY KEY (student_id, topic_id)
);

CREATE TABLE course_results (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id text NOT NULL,
  field_name text NOT NULL,
  field_value numeric NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX course_results_step_key ON course_results (student_id, course_id, field_name);

CREATE TABLE offers (
  id serial PRIMARY KEY,
  student_id integer REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  end_date timestamptz,
  transaction_type_ids text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE payments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  transaction_type_id text NOT NULL REFERENCES transaction_types (id),
  comment text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'created',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Uploaded files (report videos).
CREATE TABLE uploads (
  file_name text PRIMARY KEY,
  folder text NOT NULL,
  content_type text NOT NULL,
  size bigint,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

-- Client errors reported by the apps (visible to admins).
CREATE TABLE error_reports (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  message text NOT NULL,
  status integer,
  context jsonb NOT NULL DEFAULT '{}'::jsonb,
  url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
