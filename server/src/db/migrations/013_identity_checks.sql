-- Identities verified by the identity-check provider (a simulator by default), each good for one
-- sign-up within 10 minutes. Only the token's hash is stored.

CREATE TABLE identity_checks (
  token_hash text PRIMARY KEY,
  name text NOT NULL,
  birth_date date NOT NULL,
  mobile text NOT NULL CHECK (mobile ~ '^01[0-9]{8,9}$'),
  carrier text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX identity_checks_expires ON identity_checks (expires_at);
