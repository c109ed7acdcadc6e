-- In-app notifications of one user: verification decisions, team ready, invitations accepted ...
-- Kinds are checked by the application (contracts NotificationKind) so a new kind needs no migration.

CREATE TABLE notifications (
  seq serial PRIMARY KEY,
  user_seq integer NOT NULL REFERENCES users (user_seq) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  -- an in-app path such as /account/info/biz
  link text CHECK (link IS NULL OR link LIKE '/%'),
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user ON notifications (user_seq, created_at DESC, seq DESC);
CREATE INDEX notifications_unread ON notifications (user_seq) WHERE read_at IS NULL;
