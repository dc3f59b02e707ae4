-- Proofs that a person is there (a solved challenge), spent once: a proof's token may not be used
-- again while it is valid. Expired rows are deleted with the rate-limit counters.
CREATE TABLE spent_challenges (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX spent_challenges_expires_idx ON spent_challenges (expires_at);
