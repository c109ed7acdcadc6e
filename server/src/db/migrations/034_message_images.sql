-- MMS images (DOMAIN.md "Text messages"): JPG only, <= 300 KB and <= 1000 x 1000 px, checked by their
-- bytes on upload. A team uploads an image once and refers to it by image_id in its send requests;
-- the same bytes uploaded again by the same team answer the same image (sha256).

CREATE TABLE message_images (
  image_id serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  content bytea NOT NULL,
  size integer NOT NULL CHECK (size > 0 AND size <= 307200),
  width integer NOT NULL CHECK (width BETWEEN 1 AND 1000),
  height integer NOT NULL CHECK (height BETWEEN 1 AND 1000),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- The member who uploaded it (member removal hard-deletes users), or the API key of a linked system.
  uploaded_by integer REFERENCES users (user_seq) ON DELETE SET NULL,
  api_key_seq integer REFERENCES api_keys (key_seq) ON DELETE SET NULL,
  uploader_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX message_images_team_sha256 ON message_images (team_seq, sha256);

-- The images of a send request, in the order the sender put them (1 to 3). An image used by a
-- request stays as long as the request does (no cascade from the image side).
CREATE TABLE send_request_images (
  request_seq integer NOT NULL REFERENCES send_requests (seq) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
  image_id integer NOT NULL REFERENCES message_images (image_id),
  PRIMARY KEY (request_seq, position),
  UNIQUE (request_seq, image_id)
);
CREATE INDEX send_request_images_image ON send_request_images (image_id);
