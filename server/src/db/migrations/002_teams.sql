-- Team spaces, their members, sender (callback) numbers and Kakao sender profiles.

CREATE TABLE teams (
  team_seq serial PRIMARY KEY,
  biz_seq integer NOT NULL REFERENCES businesses (biz_seq),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('REG', 'ACTIVE', 'CLOSED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- REG: when provisioning is expected to finish; ACTIVE: when it did
  ready_at timestamptz
);
CREATE INDEX teams_biz ON teams (biz_seq, created_at);

CREATE TABLE team_members (
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  user_seq integer NOT NULL REFERENCES users (user_seq) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_seq, user_seq)
);
CREATE INDEX team_members_user ON team_members (user_seq);

CREATE TABLE callback_numbers (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  number text NOT NULL CHECK (number ~ '^[0-9]{8,11}$'),
  label text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reject_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  UNIQUE (team_seq, number)
);

CREATE TABLE sender_profiles (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  channel_id text NOT NULL,
  channel_name text NOT NULL,
  sender_key text NOT NULL UNIQUE CHECK (length(sender_key) = 40),
  category text NOT NULL,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'BLOCKED', 'DORMANT')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sender_profiles_team ON sender_profiles (team_seq, created_at);
