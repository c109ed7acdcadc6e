-- Sender number registration: whose number it is, its documents and its review history.
ALTER TABLE callback_numbers
  ADD COLUMN relation text NOT NULL DEFAULT 'SELF_BUSINESS' CHECK (relation IN ('SELF_BUSINESS', 'EMPLOYEE', 'THIRD_PARTY')),
  ADD COLUMN registered_by integer REFERENCES users (user_seq) ON DELETE SET NULL;

CREATE TABLE callback_number_documents (
  seq serial PRIMARY KEY,
  callback_seq integer NOT NULL REFERENCES callback_numbers (seq) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('SUBSCRIPTION', 'EMPLOYMENT', 'CONSENT')),
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  content bytea NOT NULL,
  uploaded_by integer REFERENCES users (user_seq) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX callback_number_documents_number ON callback_number_documents (callback_seq, uploaded_at);

CREATE TABLE callback_number_events (
  seq serial PRIMARY KEY,
  callback_seq integer NOT NULL REFERENCES callback_numbers (seq) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('SUBMITTED', 'RESUBMITTED', 'APPROVED', 'REJECTED')),
  reason text,
  by_whom text NOT NULL CHECK (by_whom IN ('USER', 'ADMIN', 'SIMULATOR')),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX callback_number_events_number ON callback_number_events (callback_seq, at);

-- The team's 080 opt-out list: never receives advertising messages.
CREATE TABLE opt_outs (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  phone text NOT NULL CHECK (phone ~ '^[0-9]{8,11}$'),
  source text NOT NULL CHECK (source IN ('MANUAL', 'BULK', 'MO')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (team_seq, phone)
);
CREATE INDEX opt_outs_team_created ON opt_outs (team_seq, created_at DESC, seq DESC);
