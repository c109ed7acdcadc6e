-- Consulting and partnership inquiries of the public site (issue 16): people who are not logged in
-- ask for a sales consultation or a partnership; operators list and close them.

CREATE TABLE sales_inquiries (
  seq serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('CONSULTING', 'PARTNERSHIP')),
  company text NOT NULL,
  name text NOT NULL,
  -- Digits only (01012345678, 0212345678, 15881234).
  phone text NOT NULL,
  email text NOT NULL,
  -- CONSULTING: the expected monthly volume (a range) and the services of interest.
  monthly_volume text CHECK (monthly_volume IN ('UNDER_10K', 'FROM_10K', 'FROM_100K', 'OVER_1M')),
  services text[] NOT NULL DEFAULT '{}',
  -- PARTNERSHIP: what kind of partnership, and the partner's website when given.
  partnership_type text CHECK (partnership_type IN ('RESALE', 'TECHNOLOGY', 'CO_MARKETING', 'OTHER')),
  website text,
  message text NOT NULL,
  -- The questionnaire's answers when the inquiry came from its result.
  answers jsonb,
  -- The separate consent to collect personal data, and the version of the wording that was shown.
  agreed_at timestamptz NOT NULL,
  consent_version text NOT NULL,
  state text NOT NULL DEFAULT 'NEW' CHECK (state IN ('NEW', 'CLOSED')),
  closed_at timestamptz,
  closed_by text,
  close_note text,
  -- SHA-256 of the sender's IP: the per-IP limit counts these rows; the address itself is not kept.
  ip_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'CONSULTING') = (monthly_volume IS NOT NULL)),
  CHECK ((kind = 'PARTNERSHIP') = (partnership_type IS NOT NULL)),
  CHECK ((state = 'CLOSED') = (closed_at IS NOT NULL))
);
CREATE INDEX sales_inquiries_list ON sales_inquiries (kind, state, seq DESC);
CREATE INDEX sales_inquiries_ip ON sales_inquiries (ip_hash, kind, created_at);
