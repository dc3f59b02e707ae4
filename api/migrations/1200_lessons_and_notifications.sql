-- The learner's lessons in reach: the reader's time zone, lessons that tell when they changed, the
-- notification centre, homework marked done, lesson settings (reminders) and private calendar feeds.

-- The zone the user's browser last reported (IANA name); null until it did: reminders and feeds are
-- then in the school's zone (Europe/Moscow).
ALTER TABLE users ADD COLUMN time_zone text;

-- A calendar feed answers a changed lesson with its new time under the same UID; the revision is its
-- SEQUENCE (RFC 5545), moved by every change of the date.
ALTER TABLE appointments ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE appointments ADD COLUMN revision integer NOT NULL DEFAULT 0;
CREATE INDEX appointments_teacher_idx ON appointments (teacher_id, date);

-- The notification centre: what happened for one user, kept until they read it (and after). `params`
-- hold what the text needs (names, dates as ISO strings); the apps word it in the reader's language and
-- zone. A `dedup_key` makes an event once per user (a course unit that opened, an access that ends).
CREATE TABLE user_notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  link text NOT NULL,
  dedup_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX user_notifications_user_idx ON user_notifications (user_id, created_at DESC, id DESC);
CREATE INDEX user_notifications_unread_idx ON user_notifications (user_id) WHERE read_at IS NULL;
CREATE UNIQUE INDEX user_notifications_dedup_key ON user_notifications (user_id, dedup_key) WHERE dedup_key IS NOT NULL;

-- Homework a student marked done, by report and item header (a report's edit rewrites its items, the
-- task stays the same text).
CREATE TABLE homework_marks (
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  header text NOT NULL,
  done_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, report_id, header)
);

-- Per-user lesson settings: e-mail reminders 24 hours and 1 hour before a lesson (on by default: no
-- row means both on).
CREATE TABLE lesson_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  remind_24h boolean NOT NULL DEFAULT true,
  remind_1h boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A private calendar address per user: /api/calendar/{token}.ics. Changing the address replaces the
-- token, so the old address answers 404.
CREATE TABLE calendar_feeds (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Lessons left reaching 1 and 0 (self-paying students): whatever moves a balance (a report, an
-- adjustment, a refund), the student hears of it once per crossing.
CREATE FUNCTION notify_lessons_left() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE reached integer; BEGIN IF OLD.reports_left > 0 AND NEW.reports_left <= 0 THEN reached := 0; ELSIF OLD.reports_left > 1 AND NEW.reports_left = 1 THEN reached := 1; ELSE RETURN NULL; END IF; INSERT INTO user_notifications (user_id, kind, params, link) SELECT u.id, 'lessons-left', jsonb_build_object('left', reached, 'formatName', coalesce(f.name, NEW.report_full_type_id)), '/lms/pay' FROM users u LEFT JOIN report_full_types f ON f.id = NEW.report_full_type_id WHERE u.id = NEW.student_id AND u.self_paying; RETURN NULL; END $$;
CREATE TRIGGER student_balances_lessons_left AFTER UPDATE OF reports_left ON student_balances FOR EACH ROW EXECUTE FUNCTION notify_lessons_left();
