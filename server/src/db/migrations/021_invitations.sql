-- E-mail invitations into a business, with the teams the invitee joins on acceptance.

CREATE TABLE invitations (
  seq serial PRIMARY KEY,
  biz_seq integer NOT NULL REFERENCES businesses (biz_seq) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('ROLE_MANAGER', 'ROLE_USER')),
  -- sha256 of the link's token; the token itself is only in the e-mail
  token_hash text NOT NULL UNIQUE,
  -- PENDING past expires_at reads as EXPIRED; EXPIRED is stored when a newer invitation replaces it
  status text NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'CANCELLED', 'EXPIRED')),
  invited_by integer REFERENCES users (user_seq) ON DELETE SET NULL,
  -- kept so the list still names the inviter after their account is removed
  inviter_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_user_seq integer REFERENCES users (user_seq) ON DELETE SET NULL,
  cancelled_at timestamptz
);
CREATE INDEX invitations_biz ON invitations (biz_seq, created_at DESC, seq DESC);
-- One open invitation per address and business.
CREATE UNIQUE INDEX invitations_pending_email ON invitations (biz_seq, email) WHERE status = 'PENDING';

CREATE TABLE invitation_teams (
  invitation_seq integer NOT NULL REFERENCES invitations (seq) ON DELETE CASCADE,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  PRIMARY KEY (invitation_seq, team_seq)
);
