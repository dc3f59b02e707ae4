-- E-mail reminders of lessons: one row per reminder that went to one person (the lesson, its kind,
-- the lesson's time it named). Written in the transaction that puts the message into the outbox, so a
-- reminder job that runs again (after a crash, or on another instance) sends nothing twice. A deleted
-- lesson takes its rows with it.
CREATE TABLE lesson_reminders_sent (
  appointment_id integer NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('24h', '1h')),
  lesson_at timestamptz NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mail_id integer REFERENCES mail_outbox (id) ON DELETE SET NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (appointment_id, kind, lesson_at, user_id)
);
