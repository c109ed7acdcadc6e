-- Kakao (issue 13, DOMAIN.md "KakaoTalk alimtalk"): sender profiles registered with a token sent to the
-- channel's admin phone, their life (blocked, dormant, recovered, deleted), alimtalk templates with
-- their review and questions, template images, and the Kakao columns of a send request.

-- `category` becomes the 11-digit leaf code of the category tree; older rows held a display name.
UPDATE sender_profiles SET category = '99999999999' WHERE category !~ '^\d{11}$';
ALTER TABLE sender_profiles
  ADD COLUMN admin_phone text,
  ADD COLUMN status_reason text,
  ADD COLUMN used_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT sender_profiles_category_code CHECK (category ~ '^\d{11}$');
ALTER TABLE sender_profiles DROP CONSTRAINT sender_profiles_status_check;
ALTER TABLE sender_profiles ADD CONSTRAINT sender_profiles_status CHECK (status IN ('ACTIVE', 'BLOCKED', 'DORMANT', 'DELETED'));
-- A channel joins one team once (deleted ones may be registered again).
CREATE UNIQUE INDEX sender_profiles_channel ON sender_profiles (lower(channel_id)) WHERE status <> 'DELETED';

-- Tokens Kakao sent to an admin phone: hashed, 10 minutes, 5 tries; REGISTER a new profile or RECOVER a dormant one.
CREATE TABLE kakao_profile_tokens (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('REGISTER', 'RECOVER')),
  channel_id text NOT NULL,
  admin_phone text NOT NULL,
  profile_seq integer REFERENCES sender_profiles (seq) ON DELETE CASCADE,
  token_hash text NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kakao_profile_tokens_channel ON kakao_profile_tokens (team_seq, lower(channel_id), seq);

CREATE TABLE sender_profile_events (
  seq serial PRIMARY KEY,
  profile_seq integer NOT NULL REFERENCES sender_profiles (seq) ON DELETE CASCADE,
  status text NOT NULL,
  reason text,
  by_whom text NOT NULL CHECK (by_whom IN ('USER', 'KAKAO')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sender_profile_events_profile ON sender_profile_events (profile_seq, seq);

-- Alimtalk emphasis images (800 x 400, JPG/PNG, <= 500 KB) and brand-message images, checked by their bytes.
CREATE TABLE kakao_images (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('ALIMTALK', 'NORMAL', 'WIDE', 'CAROUSEL')),
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  width integer NOT NULL,
  height integer NOT NULL,
  size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  content bytea NOT NULL,
  uploaded_by integer REFERENCES users (user_seq) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kakao_images_team ON kakao_images (team_seq, seq);

CREATE TABLE alimtalk_templates (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  sender_profile_seq integer NOT NULL REFERENCES sender_profiles (seq),
  code text NOT NULL,
  name text NOT NULL,
  content text NOT NULL,
  message_type text NOT NULL CHECK (message_type IN ('BA', 'EX', 'AD', 'MI')),
  emphasis text NOT NULL CHECK (emphasis IN ('NONE', 'TEXT', 'IMAGE', 'ITEM_LIST')),
  title text,
  subtitle text,
  image_seq integer REFERENCES kakao_images (seq),
  items jsonb NOT NULL DEFAULT '[]',
  extra text,
  buttons jsonb NOT NULL DEFAULT '[]',
  quick_replies jsonb NOT NULL DEFAULT '[]',
  security_flag boolean NOT NULL DEFAULT false,
  category_code text NOT NULL CHECK (category_code ~ '^\d{6}$'),
  status text NOT NULL CHECK (status IN ('REQUESTED', 'INSPECTING', 'APPROVED', 'REJECTED')),
  reject_reason text,
  used_at timestamptz,
  created_by integer REFERENCES users (user_seq) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A code is unique per sender profile, as Kakao keys templates by (sender key, code).
CREATE UNIQUE INDEX alimtalk_templates_code ON alimtalk_templates (sender_profile_seq, code);
CREATE INDEX alimtalk_templates_team ON alimtalk_templates (team_seq, created_at DESC, seq DESC);

CREATE TABLE alimtalk_template_comments (
  seq serial PRIMARY KEY,
  template_seq integer NOT NULL REFERENCES alimtalk_templates (seq) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('REQUESTED', 'RESUBMITTED', 'INSPECTING', 'APPROVED', 'REJECTED', 'QUESTION', 'ANSWER')),
  by_whom text NOT NULL CHECK (by_whom IN ('USER', 'REVIEWER')),
  body text,
  author_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alimtalk_template_comments_template ON alimtalk_template_comments (template_seq, seq);

-- A Kakao request names its profile and template (RCS keeps its own columns the same way).
ALTER TABLE send_requests
  ADD COLUMN kakao_sender_profile_seq integer,
  ADD COLUMN kakao_template_seq integer,
  ADD COLUMN kakao_template_code text;
ALTER TABLE send_requests ADD CONSTRAINT send_requests_kakao_fields CHECK (
  (channel = 'ALIMTALK' AND kakao_sender_profile_seq IS NOT NULL AND kakao_template_seq IS NOT NULL)
  OR (channel <> 'ALIMTALK' AND kakao_template_seq IS NULL)
);

-- An alimtalk without fallback has no sender number (its sender is the profile); every other request has one.
ALTER TABLE send_requests DROP CONSTRAINT send_requests_sender_number_check;
ALTER TABLE send_requests ADD CONSTRAINT send_requests_sender_number CHECK (
  sender_number ~ '^[0-9]{8,11}$' OR (channel = 'ALIMTALK' AND sender_number = '')
);
