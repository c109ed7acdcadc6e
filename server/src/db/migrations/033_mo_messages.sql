-- Received (MO) messages: replies that arrive on a team's representative number (DOMAIN.md).
CREATE TABLE mo_messages (
  seq bigserial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  -- the team's representative number the reply was sent to
  to_number text NOT NULL,
  from_phone text NOT NULL,
  body text NOT NULL,
  -- the message it answers, when the carrier tells (no foreign key: messages go with their request)
  reply_to bigint,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mo_messages_team_received ON mo_messages (team_seq, received_at DESC, seq DESC);
