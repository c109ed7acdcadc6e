-- Businesses, their users, login sessions and the login history.

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE businesses (
  biz_seq serial PRIMARY KEY,
  name text NOT NULL,
  registration_number text NOT NULL CHECK (registration_number ~ '^[0-9]{10}$'),
  type text NOT NULL CHECK (type IN ('NORMAL', 'VALUE_ADDED_PROVIDER')),
  -- null while the business is not verified
  verified_at timestamptz,
  -- value-added providers only: Y once the sales contract is confirmed
  provider_approve text CHECK (provider_approve IN ('Y', 'N')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  user_seq serial PRIMARY KEY,
  biz_seq integer NOT NULL REFERENCES businesses (biz_seq),
  login_id text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  mobile text NOT NULL,
  role text NOT NULL CHECK (role IN ('ROLE_MASTER', 'ROLE_MANAGER', 'ROLE_USER',
    'ROLE_MASTER_DWT', 'ROLE_MANAGER_DWT', 'ROLE_USER_DWT')),
  two_step_login boolean NOT NULL DEFAULT false,
  -- whether the provider-contract alert was shown to this user (set by the client)
  provider_alert text NOT NULL DEFAULT 'N' CHECK (provider_alert IN ('Y', 'N')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_biz ON users (biz_seq);

-- The cookie holds a random secret; only its hash is stored, so a copy of this table logs nobody in.
-- session_id is a second, public id that access tokens carry.
CREATE TABLE sessions (
  session_id text PRIMARY KEY,
  secret_hash text NOT NULL UNIQUE,
  user_seq integer NOT NULL REFERENCES users (user_seq) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('CODE_PENDING', 'ACTIVE')),
  code_hash text,
  code_expires_at timestamptz,
  code_failures integer NOT NULL DEFAULT 0,
  code_sent_at timestamptz,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_seq);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE login_history (
  seq serial PRIMARY KEY,
  login_id text NOT NULL,
  user_seq integer REFERENCES users (user_seq) ON DELETE SET NULL,
  ip text NOT NULL,
  user_agent text,
  result text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_history_throttle ON login_history (login_id, ip, created_at);
CREATE INDEX login_history_user ON login_history (user_seq, created_at);

-- Messages the server would send by SMS or e-mail; read them at /dev/outbox.
CREATE TABLE outbox (
  seq serial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient ON outbox (recipient, seq);
