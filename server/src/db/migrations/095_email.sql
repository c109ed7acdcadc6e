-- The e-mail channel (DOMAIN.md "E-mail", issue 15): its requests go through the channel-blind
-- pipeline (send_requests, messages) like every channel; what only e-mail has lives in the channels
-- module's own tables below.

-- An e-mail request goes from an address, not a number: its sender_number stays empty.
ALTER TABLE send_requests DROP CONSTRAINT send_requests_sender_number;
ALTER TABLE send_requests ADD CONSTRAINT send_requests_sender_number CHECK (
  sender_number ~ '^[0-9]{8,11}$' OR (channel IN ('ALIMTALK', 'BRAND_MESSAGE', 'EMAIL') AND sender_number = '')
);

-- The sender of an e-mail request and the form of its body (the subject and body are the request's).
CREATE TABLE email_requests (
  request_seq integer PRIMARY KEY REFERENCES send_requests (seq) ON DELETE CASCADE,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  sender_name text NOT NULL,
  sender_address text NOT NULL,
  -- The sender's contact (phone or address) an advertising mail carries; NULL: none given.
  sender_contact text,
  body_format text NOT NULL CHECK (body_format IN ('TEXT', 'HTML'))
);

-- messages.phone is digits only: an e-mail message keeps its recipient's position in the request
-- there (8 digits, 00000001 = the first), and its address here.
CREATE TABLE email_recipients (
  request_seq integer NOT NULL REFERENCES send_requests (seq) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 1),
  address text NOT NULL,
  PRIMARY KEY (request_seq, position)
);

-- Addresses that followed an advertising mail's unsubscribe link: no advertising mail of the team again.
CREATE TABLE email_opt_outs (
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  -- Lower-case.
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_seq, address)
);

-- What the pipeline's running totals (send_stats: requested, delivered, failed, cost) do not keep:
-- bounces by kind, opens, clicks and unsubscribes, per team and KST day, kept as reports and
-- unsubscribes arrive.
CREATE TABLE email_stats_daily (
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  day date NOT NULL,
  hard_bounced integer NOT NULL DEFAULT 0,
  soft_bounced integer NOT NULL DEFAULT 0,
  opened integer NOT NULL DEFAULT 0,
  clicked integer NOT NULL DEFAULT 0,
  unsubscribed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (team_seq, day)
);
