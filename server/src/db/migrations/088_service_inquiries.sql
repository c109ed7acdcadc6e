-- 1:1 service inquiries (issue 16, DOMAIN.md "Public pages and customer centre"): a logged-in user asks,
-- operators answer through the operator API, the user may follow up on the same inquiry. Owned by the
-- inquiries module.

CREATE TABLE service_inquiries (
  seq serial PRIMARY KEY,
  biz_seq integer NOT NULL REFERENCES businesses (biz_seq) ON DELETE CASCADE,
  -- The writer; kept by name when the member is removed (the master still sees the inquiry).
  user_seq integer REFERENCES users (user_seq) ON DELETE SET NULL,
  writer_name text NOT NULL,
  -- The team the inquiry is about, if any.
  team_seq integer REFERENCES teams (team_seq) ON DELETE SET NULL,
  category text NOT NULL CHECK (category IN ('SENDING', 'NUMBER', 'KAKAO', 'RCS', 'BILLING', 'ACCOUNT', 'API', 'ETC')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  -- 접수 -> 처리 중 -> 답변 완료; a follow-up question on an answered inquiry makes it RECEIVED again.
  state text NOT NULL DEFAULT 'RECEIVED' CHECK (state IN ('RECEIVED', 'IN_PROGRESS', 'ANSWERED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_inquiries_business ON service_inquiries (biz_seq, created_at DESC);
CREATE INDEX service_inquiries_writer ON service_inquiries (user_seq, created_at DESC);
CREATE INDEX service_inquiries_open ON service_inquiries (state, created_at);

-- The thread: the question, follow-up questions (USER) and answers (OPERATOR), oldest first.
CREATE TABLE inquiry_messages (
  seq serial PRIMARY KEY,
  inquiry_seq integer NOT NULL REFERENCES service_inquiries (seq) ON DELETE CASCADE,
  author_kind text NOT NULL CHECK (author_kind IN ('USER', 'OPERATOR')),
  -- The user who wrote a USER message (for the daily write limit); null for operators.
  author_user_seq integer REFERENCES users (user_seq) ON DELETE SET NULL,
  author_name text NOT NULL,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inquiry_messages_thread ON inquiry_messages (inquiry_seq, created_at, seq);
CREATE INDEX inquiry_messages_author ON inquiry_messages (author_user_seq, created_at) WHERE author_user_seq IS NOT NULL;

-- Files of a message, checked by their bytes on upload (JPG, PNG, GIF, PDF, XLSX/ZIP, HWP), 10 MB and
-- three per message at most.
CREATE TABLE inquiry_attachments (
  seq serial PRIMARY KEY,
  message_seq integer NOT NULL REFERENCES inquiry_messages (seq) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  bytes integer NOT NULL CHECK (bytes BETWEEN 1 AND 10485760),
  content bytea NOT NULL
);
CREATE INDEX inquiry_attachments_message ON inquiry_attachments (message_seq);
