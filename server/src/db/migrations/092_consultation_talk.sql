-- Kakao consultation talk (상담톡, issue 15 point 2, DOMAIN.md "Kakao consultation talk"): sender
-- profiles that enable it relay their KakaoTalk users' messages to the team's linked system; agents
-- answer through the public API. The kakao module's tables stay as they are: the setting lives here.

CREATE TABLE consultation_settings (
  sender_profile_seq integer PRIMARY KEY REFERENCES sender_profiles (seq) ON DELETE CASCADE,
  enabled boolean NOT NULL,
  enabled_at timestamptz
);

-- One conversation of a KakaoTalk user (user_key) with the profile: it opens on the user's first
-- message without an open one, and closes after 24 h of silence (TIMEOUT) or by the agent (AGENT).
CREATE TABLE consultation_sessions (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  sender_profile_seq integer NOT NULL REFERENCES sender_profiles (seq) ON DELETE CASCADE,
  user_key text NOT NULL CHECK (length(user_key) BETWEEN 1 AND 100),
  state text NOT NULL CHECK (state IN ('OPEN', 'CLOSED')),
  opened_at timestamptz NOT NULL DEFAULT now(),
  first_response_at timestamptz,
  last_message_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  closed_by text CHECK (closed_by IN ('AGENT', 'TIMEOUT')),
  CHECK ((state = 'OPEN') = (closed_at IS NULL))
);
-- At most one open session per user and profile.
CREATE UNIQUE INDEX consultation_sessions_open ON consultation_sessions (sender_profile_seq, user_key) WHERE state = 'OPEN';
CREATE INDEX consultation_sessions_profile ON consultation_sessions (sender_profile_seq, opened_at DESC);
CREATE INDEX consultation_sessions_team ON consultation_sessions (team_seq, opened_at);
CREATE INDEX consultation_sessions_idle ON consultation_sessions (last_message_at) WHERE state = 'OPEN';

CREATE TABLE consultation_messages (
  seq bigserial PRIMARY KEY,
  session_seq integer NOT NULL REFERENCES consultation_sessions (seq) ON DELETE CASCADE,
  -- the session's profile, kept here so a reply's serial number is unique per profile
  sender_profile_seq integer NOT NULL REFERENCES sender_profiles (seq) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('IN', 'OUT')),
  kind text NOT NULL CHECK (kind IN ('TEXT', 'IMAGE', 'LINK')),
  text text CHECK (length(text) <= 1000),
  image_url text,
  -- at most 5 link buttons: [{ name, url }]
  buttons jsonb,
  serial_number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (direction = 'IN' OR serial_number IS NOT NULL)
);
CREATE INDEX consultation_messages_session ON consultation_messages (session_seq, seq);
CREATE INDEX consultation_messages_profile_day ON consultation_messages (sender_profile_seq, created_at);
-- A reply's serial number: the idempotency of the public API, per sender profile.
CREATE UNIQUE INDEX consultation_messages_serial ON consultation_messages (sender_profile_seq, serial_number) WHERE direction = 'OUT';
