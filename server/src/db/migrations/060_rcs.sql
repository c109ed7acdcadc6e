-- RCS: the team's brand (reviewed), its chat rooms (approved non-mobile sender numbers), templates
-- (reviewed) and the images they use. DOMAIN.md "RCS"; limits in @console/contracts/rcs.

-- Brand logos and template card images, checked as JPG/PNG <= 1 MB by their bytes before they land here.
CREATE TABLE rcs_images (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('LOGO', 'CARD')),
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  size integer NOT NULL CHECK (size > 0 AND size <= 1048576),
  content bytea NOT NULL,
  uploaded_by integer REFERENCES users (user_seq) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rcs_images_team ON rcs_images (team_seq, seq);

-- One brand per team.
CREATE TABLE rcs_brands (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL UNIQUE REFERENCES teams (team_seq) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL,
  logo_image_seq integer NOT NULL REFERENCES rcs_images (seq),
  status text NOT NULL CHECK (status IN ('REVIEW', 'APPROVED', 'REJECTED')),
  reject_reason text,
  registered_by integer REFERENCES users (user_seq) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);

-- A chat room is an approved sender number of the team bound to its brand; a number joins one room.
CREATE TABLE rcs_chat_rooms (
  seq serial PRIMARY KEY,
  brand_seq integer NOT NULL REFERENCES rcs_brands (seq) ON DELETE CASCADE,
  callback_seq integer NOT NULL UNIQUE REFERENCES callback_numbers (seq) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rcs_chat_rooms_brand ON rcs_chat_rooms (brand_seq, created_at);

CREATE TABLE rcs_templates (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  brand_seq integer NOT NULL REFERENCES rcs_brands (seq) ON DELETE CASCADE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('TEXT', 'IMAGE')),
  body text NOT NULL,
  -- [{kind, label, value}]; cards: [{imageSeq, buttons}] (IMAGE only)
  buttons jsonb NOT NULL DEFAULT '[]',
  cards jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL CHECK (status IN ('REVIEW', 'APPROVED', 'REJECTED')),
  reject_reason text,
  -- Set by RCS sending on first use: a used template is kept (no delete).
  used_at timestamptz,
  created_by integer REFERENCES users (user_seq) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  UNIQUE (team_seq, name)
);
CREATE INDEX rcs_templates_team_created ON rcs_templates (team_seq, created_at DESC, seq DESC);
CREATE INDEX rcs_templates_team_status ON rcs_templates (team_seq, status, created_at DESC);

-- Review history of brands and templates.
CREATE TABLE rcs_review_events (
  seq serial PRIMARY KEY,
  subject text NOT NULL CHECK (subject IN ('BRAND', 'TEMPLATE')),
  subject_seq integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('SUBMITTED', 'RESUBMITTED', 'APPROVED', 'REJECTED')),
  reason text,
  by_whom text NOT NULL CHECK (by_whom IN ('USER', 'ADMIN', 'SIMULATOR')),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rcs_review_events_subject ON rcs_review_events (subject, subject_seq, at);
