-- Monthly invoices (issue 14, DOMAIN.md "Billing"): each KST month of a business's charges closed once
-- into one invoice with its lines per team, channel, type and unit price, and the tax-invoice recipient
-- as it was on the day of issue. Owned by the billing module.

CREATE TABLE invoices (
  seq serial PRIMARY KEY,
  biz_seq integer NOT NULL REFERENCES businesses (biz_seq),
  -- The month of usage: its first day (KST).
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  mode text NOT NULL CHECK (mode IN ('PREPAID', 'POSTPAID')),
  status text NOT NULL CHECK (status IN ('ISSUED', 'PAID', 'OVERDUE')),
  supply_krw bigint NOT NULL,
  vat_krw bigint NOT NULL,
  total_krw bigint NOT NULL CHECK (total_krw = supply_krw + vat_krw),
  due_date date NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  -- "CMS 자동이체", "계좌이체", "선불 잔액 차감".
  paid_with text,
  -- The bank's transaction id of a CMS withdrawal.
  transaction_id text,
  -- The tax authority's approval number of the 전자세금계산서 (simulated): 24 characters.
  approval_number text NOT NULL UNIQUE CHECK (length(approval_number) = 24),
  -- The recipient as it was when the invoice was issued (later edits of the tax info do not change it).
  recipient_registration_number text NOT NULL,
  recipient_company text NOT NULL,
  recipient_representative text NOT NULL,
  recipient_address text NOT NULL,
  recipient_business_type text NOT NULL,
  recipient_business_item text NOT NULL,
  recipient_email text,
  -- The last KST day a CMS withdrawal was tried, and why it failed (one try a day).
  collection_tried_on date,
  collection_failure text,
  -- A month is closed once per business, however often or concurrently the closing runs.
  UNIQUE (biz_seq, month),
  CHECK ((status = 'PAID') = (paid_at IS NOT NULL))
);
CREATE INDEX invoices_unpaid ON invoices (due_date) WHERE status <> 'PAID';

CREATE TABLE invoice_lines (
  seq bigserial PRIMARY KEY,
  invoice_seq integer NOT NULL REFERENCES invoices (seq) ON DELETE CASCADE,
  team_seq integer,
  -- The team's name at closing time (a team may be renamed or closed later).
  team_name text,
  channel text NOT NULL,
  type text NOT NULL,
  quantity integer NOT NULL,
  unit_price_krw integer NOT NULL,
  amount_krw bigint NOT NULL
);
CREATE INDEX invoice_lines_invoice ON invoice_lines (invoice_seq, seq);
