-- Visitors who booked the free introductory lesson (leads), invitations of friends (referrals),
-- level test results, the answers of the teacher-search questionnaire, and the counters that limit
-- anonymous writes.

CREATE TABLE leads (
  id serial PRIMARY KEY,
  name text NOT NULL,
  phone text NOT NULL,
  -- The phone's digits only: duplicates and the link to an account are found by it.
  phone_digits text NOT NULL,
  contact text NOT NULL DEFAULT '',
  age_group text NOT NULL CHECK (age_group IN ('adult', 'teen', 'kids-8-10', 'kids-5-7')),
  preferred_time text NOT NULL CHECK (preferred_time IN ('morning', 'day', 'evening', 'weekend')),
  source text NOT NULL DEFAULT 'intro-lesson' CHECK (source IN ('home', 'kids', 'intro-lesson', 'level-test', 'referral')),
  level text CHECK (level IN ('below-A1', 'A1', 'A2', 'B1', 'B2', 'C1')),
  referral_code text,
  -- The plan the visitor looked at (the kids landing books on 40m_kids).
  plan_id text,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_created_idx ON leads (created_at DESC);
CREATE INDEX leads_phone_idx ON leads (phone_digits, created_at DESC);

-- Anonymous writes (leads) are counted per rule, key (an address) and fixed window.
CREATE TABLE anonymous_write_counts (
  rule text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (rule, key, window_start)
);
CREATE INDEX anonymous_write_counts_expires_idx ON anonymous_write_counts (expires_at);

-- Each learner's personal invitation code.
CREATE TABLE referral_codes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A friend invited by a learner: first a lead with the code, then (or directly) an account. The
-- bonus is credited once: credited_at is set by the same update that claims it.
CREATE TABLE referrals (
  id serial PRIMARY KEY,
  referrer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_user_id integer UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  lead_id integer UNIQUE REFERENCES leads (id) ON DELETE SET NULL,
  friend_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  credited_at timestamptz,
  credited_transaction_id integer REFERENCES transactions (id) ON DELETE SET NULL,
  referrer_lessons integer NOT NULL DEFAULT 0,
  referrer_full_type_id text REFERENCES report_full_types (id),
  friend_lessons integer NOT NULL DEFAULT 0,
  friend_full_type_id text REFERENCES report_full_types (id),
  CHECK (friend_user_id IS NULL OR friend_user_id <> referrer_id)
);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, created_at DESC);

-- Results of the level test taken by signed-in learners; the latest one is shown on the profile.
CREATE TABLE level_test_results (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  level text NOT NULL CHECK (level IN ('below-A1', 'A1', 'A2', 'B1', 'B2', 'C1')),
  program_id text NOT NULL,
  correct integer NOT NULL,
  answered integer NOT NULL,
  sections jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX level_test_results_student_idx ON level_test_results (student_id, created_at DESC);

-- The teacher-search questionnaire's answers beside the summary teachers read as the comment.
ALTER TABLE teacher_search_requests ADD COLUMN answers jsonb;
