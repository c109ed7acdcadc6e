-- Paying for a billing account (issue 14): the business's payment methods (cards, CMS accounts) and
-- their history, the top-ups of a prepaid balance, and the bank's account checks a CMS registration
-- names. Owned by the billing module.

CREATE TABLE payment_methods (
  seq serial PRIMARY KEY,
  biz_seq integer NOT NULL REFERENCES businesses (biz_seq),
  kind text NOT NULL CHECK (kind IN ('CARD', 'CMS', 'VIRTUAL_ACCOUNT')),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'REMOVED')),
  -- What every screen shows: "신한카드 ****1234", "KB국민은행 ****5678 (홍길동)".
  label text NOT NULL,
  -- CARD: never the number, only what the card company's key and the screens need.
  card_brand text,
  card_last4 text,
  card_expiry text,
  -- The card company's key for charging this card again (the payment simulator issues it).
  card_billing_key text,
  -- CMS: the transfer agency withdraws from this account, so the number is kept; screens show the masked one.
  bank_code text,
  account_number text,
  masked_account text,
  holder_name text,
  -- Birth date or business number of the holder, masked ("90****", "220-81-*****").
  holder_id_masked text,
  withdrawal_day integer CHECK (withdrawal_day BETWEEN 1 AND 28),
  -- The withdrawal-transfer consent kept as evidence (CMS): the text and version shown, when, who, which phone.
  consent_text text,
  consent_version text,
  consent_agreed_at timestamptz,
  consent_agreed_by text,
  consent_phone text,
  registered_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz,
  CHECK (kind <> 'CARD' OR (card_last4 IS NOT NULL AND card_expiry IS NOT NULL AND card_billing_key IS NOT NULL)),
  CHECK (kind <> 'CMS' OR (bank_code IS NOT NULL AND account_number IS NOT NULL AND consent_agreed_at IS NOT NULL))
);
CREATE INDEX payment_methods_biz ON payment_methods (biz_seq, status);

-- What happened to a payment method, newest last: registered, default, removed, checked, charged.
CREATE TABLE payment_method_events (
  seq bigserial PRIMARY KEY,
  payment_method_seq integer NOT NULL REFERENCES payment_methods (seq),
  kind text NOT NULL CHECK (kind IN ('REGISTERED', 'SET_DEFAULT', 'REMOVED', 'ACCOUNT_CHECKED', 'CHARGED', 'CHARGE_FAILED')),
  detail text,
  actor text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_method_events_method ON payment_method_events (payment_method_seq, seq);

-- Money added to a prepaid balance: a card charged now, or a virtual account waiting for the deposit.
-- amount is the balance added (supply), VAT comes on top, total is what was paid or is to be deposited.
CREATE TABLE top_ups (
  seq serial PRIMARY KEY,
  biz_seq integer NOT NULL REFERENCES businesses (biz_seq),
  method text NOT NULL CHECK (method IN ('CARD', 'VIRTUAL_ACCOUNT')),
  status text NOT NULL CHECK (status IN ('WAITING_DEPOSIT', 'PAID', 'FAILED', 'EXPIRED')),
  payment_method_seq integer REFERENCES payment_methods (seq),
  amount_krw integer NOT NULL CHECK (amount_krw > 0),
  vat_krw integer NOT NULL CHECK (vat_krw >= 0),
  total_krw integer NOT NULL,
  paid_with text NOT NULL,
  -- VIRTUAL_ACCOUNT: where to deposit, by when.
  va_bank_code text,
  va_account_number text,
  deposit_deadline timestamptz,
  -- The card company's or bank's transaction id once paid.
  transaction_id text,
  fail_reason text,
  automatic boolean NOT NULL DEFAULT false,
  requested_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CHECK (total_krw = amount_krw + vat_krw)
);
CREATE INDEX top_ups_biz ON top_ups (biz_seq, created_at);

-- The bank's answer to "do this account and holder agree" (CMS registration): a passed check hands out
-- a token (only its hash is kept) valid for 10 minutes and once; failed checks are kept to count tries.
CREATE TABLE cms_account_checks (
  seq serial PRIMARY KEY,
  biz_seq integer NOT NULL REFERENCES businesses (biz_seq),
  token_hash text UNIQUE,
  bank_code text NOT NULL,
  account_number text NOT NULL,
  holder_name text NOT NULL,
  failure text,
  checked_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX cms_account_checks_biz ON cms_account_checks (biz_seq, created_at);
