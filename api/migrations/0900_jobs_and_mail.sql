-- The job queue's own tables live in the schema `pgboss`, installed by pg-boss itself on start
-- (api/src/jobs). Here: the keys that make a job unique, and the mail outbox.

-- A job sent with a key is sent once per kind and key (until the key expires): the key is written in
-- the same transaction as the job, so a second send of the same key finds it and sends nothing.
CREATE TABLE job_keys (
  queue text NOT NULL,
  key text NOT NULL,
  job_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  PRIMARY KEY (queue, key)
);
CREATE INDEX job_keys_expires_idx ON job_keys (expires_at) WHERE expires_at IS NOT NULL;

-- Every message the school sends, written in the transaction of the action that causes it. Without
-- SMTP_URL a message is 'kept' (admins read it at /lms/admin/mail); with it, 'queued' until the
-- delivery job has handed it to the SMTP server ('sent') or given up ('failed').
CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  to_address text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  subject text NOT NULL,
  html text NOT NULL,
  text text NOT NULL,
  -- One-time links in the bodies: replaced once the message has been delivered.
  secrets text[] NOT NULL DEFAULT '{}',
  status text NOT NULL CHECK (status IN ('kept', 'queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC, id DESC);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), created_at DESC);
