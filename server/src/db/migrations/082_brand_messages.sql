-- Kakao brand messages (issue 13, DOMAIN.md "Kakao brand message"): templates per bubble type (no
-- Kakao review), and the columns of a brand-message send request (its template and targeting).

CREATE TABLE brand_message_templates (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  sender_profile_seq integer NOT NULL REFERENCES sender_profiles (seq),
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('TEXT', 'IMAGE', 'WIDE', 'WIDE_ITEM_LIST', 'CAROUSEL_FEED')),
  content text NOT NULL DEFAULT '',
  image_seq integer REFERENCES kakao_images (seq),
  image_link text,
  header text,
  items jsonb NOT NULL DEFAULT '[]',
  cards jsonb NOT NULL DEFAULT '[]',
  buttons jsonb NOT NULL DEFAULT '[]',
  used_at timestamptz,
  created_by integer REFERENCES users (user_seq) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX brand_message_templates_name ON brand_message_templates (team_seq, name);
CREATE INDEX brand_message_templates_team ON brand_message_templates (team_seq, created_at DESC, seq DESC);

ALTER TABLE send_requests
  ADD COLUMN kakao_brand_template_seq integer,
  ADD COLUMN kakao_targeting text CHECK (kakao_targeting IN ('I', 'M', 'N'));
ALTER TABLE send_requests DROP CONSTRAINT send_requests_kakao_fields;
ALTER TABLE send_requests ADD CONSTRAINT send_requests_kakao_fields CHECK (
  (channel = 'ALIMTALK' AND kakao_sender_profile_seq IS NOT NULL AND kakao_template_seq IS NOT NULL)
  OR (channel = 'BRAND_MESSAGE' AND kakao_sender_profile_seq IS NOT NULL AND kakao_brand_template_seq IS NOT NULL
      AND kakao_targeting IS NOT NULL)
  OR (channel NOT IN ('ALIMTALK', 'BRAND_MESSAGE') AND kakao_template_seq IS NULL AND kakao_brand_template_seq IS NULL)
);
ALTER TABLE send_requests DROP CONSTRAINT send_requests_sender_number;
ALTER TABLE send_requests ADD CONSTRAINT send_requests_sender_number CHECK (
  sender_number ~ '^[0-9]{8,11}$' OR (channel IN ('ALIMTALK', 'BRAND_MESSAGE') AND sender_number = '')
);
