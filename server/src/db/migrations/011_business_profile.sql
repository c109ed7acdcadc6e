-- The business's profile (representative, address) and the registration file under review.

ALTER TABLE businesses ADD COLUMN representative text NOT NULL DEFAULT '';
ALTER TABLE businesses ADD COLUMN address text NOT NULL DEFAULT '';
ALTER TABLE businesses ADD COLUMN updated_at timestamptz;
-- One console account per business registration number.
CREATE UNIQUE INDEX businesses_registration_number ON businesses (registration_number);

-- Every uploaded business registration certificate; the newest one is the business's state.
-- The file itself lives here (not on one server's disk) so every server process can serve it.
CREATE TABLE business_files (
  seq serial PRIMARY KEY,
  biz_seq integer NOT NULL REFERENCES businesses (biz_seq) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  content bytea NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reject_reason text,
  uploaded_by integer REFERENCES users (user_seq) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  -- ADMIN (an operator through the admin API) or SIMULATOR (the dev reviewer)
  decided_by text CHECK (decided_by IN ('ADMIN', 'SIMULATOR'))
);
CREATE INDEX business_files_biz ON business_files (biz_seq, seq DESC);
-- At most one file waits for review per business.
CREATE UNIQUE INDEX business_files_one_pending ON business_files (biz_seq) WHERE status = 'PENDING';
