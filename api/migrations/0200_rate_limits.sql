-- Rate limits shared by every API instance: one counter per rule, key (an address, a user) and
-- fixed time window. Rows past expires_at are deleted by the server from time to time.
CREATE TABLE rate_limits (
  rule text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (rule, key, window_start)
);
CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at);
