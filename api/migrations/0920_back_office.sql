-- The back office: the audit log, the ledger of balance adjustments, and what happened to a lead.

-- Every back-office change and every sign-in of staff: who, when, what, before and after.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- Who did it (null: the command line, or an account deleted since).
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL,
  -- The person the change is about, when there is one.
  person_id integer REFERENCES users (id) ON DELETE SET NULL,
  -- What else it is about: 'student-group:5', 'company:2', 'lead:9'.
  subject text,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_person_idx ON audit_log (person_id, at DESC);
CREATE INDEX audit_log_kind_idx ON audit_log (kind, at DESC);

-- A student's balance changes only through an adjustment with a reason: the ledger says who, when, why.
CREATE TABLE student_balance_adjustments (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  report_full_type_id text NOT NULL REFERENCES report_full_types (id),
  delta integer NOT NULL CHECK (delta <> 0),
  balance_after integer NOT NULL,
  reason text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_balance_adjustments_student_idx ON student_balance_adjustments (student_id, created_at DESC);

-- A group's balance keeps its ledger in balance_top_ups: an adjustment may take lessons away too, and
-- says why (top-ups of the company page say «Пополнение баланса»).
ALTER TABLE balance_top_ups ADD COLUMN reason text NOT NULL DEFAULT '';
ALTER TABLE balance_top_ups ADD COLUMN balance_after integer;

-- What staff did with a lead: handled or rejected with a note, or converted into a student.
ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled', 'rejected', 'converted'));
ALTER TABLE leads ADD COLUMN status_note text NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN handled_by integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE leads ADD COLUMN handled_at timestamptz;
ALTER TABLE leads ADD COLUMN converted_user_id integer REFERENCES users (id) ON DELETE SET NULL;
