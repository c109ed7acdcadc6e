-- Keys of the public send API, per team (the linked systems of /linked/list).

CREATE TABLE api_keys (
  key_seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  name text NOT NULL,
  -- the visible start of the key (ck_live_ and 4 characters)
  key_prefix text NOT NULL,
  -- sha256 (hex) of the whole key; the key itself is shown once and never stored
  key_hash text NOT NULL UNIQUE,
  allowed_ips text[] NOT NULL,
  callback_url text,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'REVOKED')),
  created_by integer REFERENCES users (user_seq) ON DELETE SET NULL,
  creator_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  -- set by the send API (messaging release) on each authenticated call
  last_used_at timestamptz
);
CREATE INDEX api_keys_team ON api_keys (team_seq, created_at DESC, key_seq DESC);
