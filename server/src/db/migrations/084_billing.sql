-- Billing (issue 14): each business's way of paying and its balance, the ledger of charges and refunds
-- keyed by message, holds of accepted sends not yet handed over, per-team month totals and caps, the
-- services a master stopped, and the tax-invoice recipient data. Owned by the billing module.

CREATE TABLE billing_accounts (
  biz_seq integer PRIMARY KEY REFERENCES businesses (biz_seq),
  mode text NOT NULL DEFAULT 'PREPAID' CHECK (mode IN ('PREPAID', 'POSTPAID')),
  -- The sum of the ledger, kept in the same statements that write it.
  balance_krw bigint NOT NULL DEFAULT 0,
  auto_topup_enabled boolean NOT NULL DEFAULT false,
  auto_topup_threshold_krw integer NOT NULL DEFAULT 0,
  auto_topup_amount_krw integer NOT NULL DEFAULT 10000,
  auto_topup_method_seq integer,
  -- An automatic top-up is booked and not finished: no second one until it is.
  auto_topup_pending boolean NOT NULL DEFAULT false,
  low_balance_alert_krw integer NOT NULL DEFAULT 0,
  -- The balance fell below the alert and masters were told; cleared when it is above again.
  low_balance_alerted boolean NOT NULL DEFAULT false,
  default_method_seq integer,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every movement of money. A charge (negative) is written when a message is handed to its channel, at
-- its price; a refund (positive) when it fails. One row per message and kind: nothing twice.
CREATE TABLE billing_ledger (
  seq bigserial PRIMARY KEY,
  biz_seq integer NOT NULL,
  team_seq integer,
  kind text NOT NULL CHECK (kind IN ('TOP_UP', 'CHARGE', 'REFUND', 'ADJUSTMENT')),
  amount_krw integer NOT NULL,
  -- Messages a row stands for: 1 for a message's row; more for the demo's history of earlier months.
  quantity integer NOT NULL DEFAULT 1,
  channel text,
  type text,
  unit_price_krw integer,
  request_seq integer,
  message_seq bigint,
  top_up_seq integer,
  memo text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX billing_ledger_message ON billing_ledger (message_seq, kind) WHERE message_seq IS NOT NULL;
CREATE UNIQUE INDEX billing_ledger_top_up ON billing_ledger (top_up_seq) WHERE top_up_seq IS NOT NULL;
CREATE INDEX billing_ledger_biz ON billing_ledger (biz_seq, created_at);

-- The estimated cost of a send accepted (or a reservation that fired) and not yet handed over; it
-- shrinks as batches go and is gone when the dispatch is over.
CREATE TABLE billing_holds (
  request_seq integer PRIMARY KEY,
  biz_seq integer NOT NULL,
  team_seq integer NOT NULL,
  amount_krw bigint NOT NULL CHECK (amount_krw >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_holds_biz ON billing_holds (biz_seq);

-- Charges minus refunds per team and KST month (first day), kept with the ledger: caps read one row.
CREATE TABLE billing_team_months (
  team_seq integer NOT NULL,
  month date NOT NULL,
  biz_seq integer NOT NULL,
  net_krw bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (team_seq, month)
);
CREATE INDEX billing_team_months_biz ON billing_team_months (biz_seq, month);

CREATE TABLE team_spend_caps (
  team_seq integer PRIMARY KEY REFERENCES teams (team_seq) ON DELETE CASCADE,
  monthly_cap_krw bigint NOT NULL CHECK (monthly_cap_krw > 0),
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Services a master stopped (sends on them are refused until resumed).
CREATE TABLE billing_service_stops (
  biz_seq integer NOT NULL,
  service text NOT NULL,
  reason text NOT NULL DEFAULT '',
  stopped_by text NOT NULL,
  stopped_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (biz_seq, service)
);

-- Recipient data of the tax invoices (전자세금계산서).
CREATE TABLE billing_tax_info (
  biz_seq integer PRIMARY KEY REFERENCES businesses (biz_seq),
  registration_number text NOT NULL,
  company_name text NOT NULL,
  representative text NOT NULL,
  address text NOT NULL,
  business_type text NOT NULL,
  business_item text NOT NULL,
  email text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The price a message is charged when it is handed over (its channel's price for its type, or what
-- the request decided, e.g. a brand message's targeting). NULL on messages accepted before billing.
ALTER TABLE messages ADD COLUMN price_krw integer;

-- Every business pays somehow: prepaid with an empty balance until it tops up.
INSERT INTO billing_accounts (biz_seq) SELECT biz_seq FROM businesses ON CONFLICT DO NOTHING;
