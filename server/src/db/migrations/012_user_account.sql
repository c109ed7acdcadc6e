-- What a user agreed to at sign-up, profile changes, and withdrawal requests.

ALTER TABLE users ADD COLUMN terms_agreed_at timestamptz;
ALTER TABLE users ADD COLUMN privacy_agreed_at timestamptz;
ALTER TABLE users ADD COLUMN marketing_agreed_at timestamptz;
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;
ALTER TABLE users ADD COLUMN updated_at timestamptz;

-- A master's request to close the business's account; an operator completes it (not yet built).
-- cancelled_at is set when the master takes the request back.
CREATE TABLE account_withdrawals (
  seq serial PRIMARY KEY,
  biz_seq integer NOT NULL REFERENCES businesses (biz_seq) ON DELETE CASCADE,
  user_seq integer NOT NULL REFERENCES users (user_seq) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('NOT_USING', 'PRICE', 'FEATURES', 'OTHER_SERVICE', 'OTHER')),
  detail text NOT NULL DEFAULT '',
  requested_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);
CREATE UNIQUE INDEX account_withdrawals_open ON account_withdrawals (user_seq) WHERE cancelled_at IS NULL;
