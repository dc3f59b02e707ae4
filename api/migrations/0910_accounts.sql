-- Accounts a school opens itself: e-mail confirmation, deactivation, one-time links (set a password,
-- invitations, password resets, e-mail confirmation and change), and the consent of a sign-up.

-- Accounts count as confirmed unless made by a sign-up (which stores null until the link is
-- opened): the demo school, and accounts staff open, whose address the school typed itself.
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz DEFAULT now();
-- A deactivated account keeps every record but cannot sign in; its sessions end at once.
ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
-- When a learner who signed up accepted the offer and the privacy policy.
ALTER TABLE users ADD COLUMN terms_accepted_at timestamptz;

-- One-time links. Only the SHA-256 of a link's token is stored: a leaked table opens nothing. A link
-- is used once (used_at set by the same statement that checks it), expires, and is revoked when a
-- newer link of the same purpose is sent to the same person.
CREATE TABLE account_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('set-password', 'invitation', 'password-reset', 'email-confirmation', 'email-change')),
  token_hash text NOT NULL UNIQUE,
  -- The address an e-mail change confirms.
  new_email text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose, created_at DESC);
