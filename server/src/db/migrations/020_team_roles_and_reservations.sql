-- Team roles, unique team names per business, and the reservations a team close must respect.

-- ADMIN administers the team and is its contact; a team always keeps at least one.
ALTER TABLE team_members ADD COLUMN team_role text NOT NULL DEFAULT 'MEMBER'
  CHECK (team_role IN ('ADMIN', 'MEMBER'));
-- Existing teams: their masters administer them, or else their earliest member does.
UPDATE team_members m SET team_role = 'ADMIN'
  FROM users u WHERE u.user_seq = m.user_seq AND u.role IN ('ROLE_MASTER', 'ROLE_MASTER_DWT');
UPDATE team_members m SET team_role = 'ADMIN'
  WHERE NOT EXISTS (SELECT 1 FROM team_members a WHERE a.team_seq = m.team_seq AND a.team_role = 'ADMIN')
    AND m.user_seq = (SELECT min(f.user_seq) FROM team_members f WHERE f.team_seq = m.team_seq);

-- A name is unique among the business's teams that are not closed (a closed team frees its name).
CREATE UNIQUE INDEX teams_biz_name ON teams (biz_seq, lower(name)) WHERE status <> 'CLOSED';

-- Reserved sends. The messaging release adds its columns; a team cannot close while any of its
-- reservations is still RESERVED (or SENDING).
CREATE TABLE reservations (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('RESERVED', 'SENDING', 'DONE', 'CANCELLED', 'FAILED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reservations_team_status ON reservations (team_seq, status);
