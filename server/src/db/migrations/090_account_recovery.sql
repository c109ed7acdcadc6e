-- Account recovery (issue 19): password reset tokens, the attempts that rate-limit finding an id and
-- resetting a password, and when each session was last seen (the security page's device list).

-- A link or identity check that lets its holder set a new password once, within 30 minutes. Only
-- the token's hash is stored.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_seq integer NOT NULL REFERENCES users (user_seq) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_seq);
CREATE INDEX password_reset_tokens_expires ON password_reset_tokens (expires_at);

-- Every find-id and password-reset request that passed validation, matched or not: counted per
-- subject (the login id or e-mail asked about) and per IP, in the database so every process agrees.
CREATE TABLE account_recovery_attempts (
  seq bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('FIND_ID', 'PASSWORD_RESET')),
  subject text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_recovery_attempts_subject ON account_recovery_attempts (kind, subject, created_at);
CREATE INDEX account_recovery_attempts_ip ON account_recovery_attempts (ip, created_at);

-- Moved forward when the client renews its access token (about every 10 minutes), not per request;
-- ip and user_agent follow the same renewal.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
UPDATE sessions SET last_seen_at = created_at;
ALTER TABLE sessions ALTER COLUMN last_seen_at SET DEFAULT now();
ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL;
