-- Notices published by operators (issue 16): rich text, edits, scheduled publishing, withdrawal and
-- attachments. The seeded notices are plain text (body_format TEXT) and stay as they are.

ALTER TABLE notices
  -- TEXT: plain text, shown as paragraphs; HTML: rich text, sanitised when written and when shown
  ADD COLUMN body_format text NOT NULL DEFAULT 'TEXT' CHECK (body_format IN ('TEXT', 'HTML')),
  -- the text of an HTML body without its markup (search, meta description); NULL for a TEXT body
  ADD COLUMN body_text text,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  -- ADMIN: published through the operator API; NULL: loaded with the demo data
  ADD COLUMN created_by text CHECK (created_by IN ('ADMIN')),
  -- set: out of every list, and its page answers 404
  ADD COLUMN withdrawn_at timestamptz;

UPDATE notices SET created_at = published_at, updated_at = published_at;

CREATE TABLE notice_attachments (
  id serial PRIMARY KEY,
  notice_seq integer NOT NULL REFERENCES notices (seq) ON DELETE CASCADE,
  file_name text NOT NULL,
  -- judged from the bytes, not from the browser's claim
  content_type text NOT NULL,
  bytes integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notice_attachments_notice ON notice_attachments (notice_seq, id);
