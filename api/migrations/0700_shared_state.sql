-- State every API instance must share lives in the database (docs/decisions.md, "Several API
-- instances"): the version of the catalogue tables each instance caches, and the sign-in limits.

-- The catalogue tables (lesson formats and their fields, report field types, student statuses,
-- plans and their prices) change rarely. Each instance keeps them in memory and reloads them when
-- this version has moved; every statement that changes one of them moves it.
CREATE TABLE catalogue_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO catalogue_version (id, version) VALUES (true, 1);
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE catalogue_version SET version = version + 1; RETURN NULL; END $$;
CREATE TRIGGER report_full_types_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON report_full_types FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER report_field_types_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON report_field_types FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER report_full_type_fields_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON report_full_type_fields FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER student_statuses_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON student_statuses FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER subscription_plans_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscription_plans FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER transaction_types_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transaction_types FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

-- Failed sign-ins, one counter per scope and key: 'pair' (e-mail and client address), 'email'
-- (from any address) and 'address' (any e-mail). An attempt is counted before the password is
-- checked and given back when it was right, so parallel guesses cannot slip past the limit.
CREATE TABLE login_failures (
  scope text NOT NULL CHECK (scope IN ('pair', 'email', 'address')),
  key text NOT NULL,
  failures integer NOT NULL,
  first_failure_at timestamptz NOT NULL,
  last_failure_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX login_failures_last_idx ON login_failures (last_failure_at);

-- Where each account last signed in successfully: from such a usual place the back-off that
-- failures from other addresses cause does not apply.
CREATE TABLE login_known_addresses (
  email text NOT NULL,
  address text NOT NULL,
  last_success_at timestamptz NOT NULL,
  PRIMARY KEY (email, address)
);
CREATE INDEX login_known_addresses_success_idx ON login_known_addresses (last_success_at);
