-- Accounts of the older product (비즈플러스) that can be moved here once, and the contacts they
-- bring along. Legacy passwords are sha256(salt || password) in hex, the old product's scheme.

CREATE TABLE legacy_accounts (
  legacy_id text PRIMARY KEY,
  password_salt text NOT NULL,
  password_sha256 text NOT NULL CHECK (password_sha256 ~ '^[0-9a-f]{64}$'),
  name text NOT NULL,
  email text NOT NULL,
  mobile text NOT NULL,
  biz_name text NOT NULL,
  biz_registration_number text NOT NULL CHECK (biz_registration_number ~ '^[0-9]{10}$'),
  biz_representative text NOT NULL,
  biz_address text NOT NULL,
  biz_type text NOT NULL CHECK (biz_type IN ('NORMAL', 'VALUE_ADDED_PROVIDER')),
  -- when the old product verified the business; null if it never did
  biz_verified_at timestamptz,
  migrated_at timestamptz,
  migrated_user_seq integer REFERENCES users (user_seq) ON DELETE SET NULL
);

CREATE TABLE legacy_contacts (
  seq serial PRIMARY KEY,
  legacy_id text NOT NULL REFERENCES legacy_accounts (legacy_id) ON DELETE CASCADE,
  name text NOT NULL,
  phone text NOT NULL
);
CREATE INDEX legacy_contacts_account ON legacy_contacts (legacy_id);

-- A team's contacts (minimal: the messaging issue grows this into address books).
CREATE TABLE contacts (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  name text NOT NULL,
  phone text NOT NULL CHECK (phone ~ '^[0-9]{8,12}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contacts_team ON contacts (team_seq, seq);
