-- SMS/LMS/MMS send requests and their messages (DOMAIN.md "Reservations, results, history").
-- A request and all its messages are written in one transaction before the answer; the job queue
-- hands the ACCEPTED messages to the carrier, so a crash loses and duplicates nothing.

CREATE TABLE send_requests (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  -- Member removal hard-deletes users; the request stays with the name it was sent under.
  created_by integer REFERENCES users (user_seq) ON DELETE SET NULL,
  creator_name text,
  status text NOT NULL CHECK (status IN ('RESERVED', 'SENDING', 'DONE', 'CANCELLED', 'FAILED')),
  body text NOT NULL,
  subject text,
  sender_number text NOT NULL CHECK (sender_number ~ '^[0-9]{8,11}$'),
  advertising boolean NOT NULL DEFAULT false,
  forced_type text CHECK (forced_type IN ('SMS', 'LMS', 'MMS')),
  reserve_at timestamptz,
  started_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  total_count integer NOT NULL DEFAULT 0,
  duplicate_count integer NOT NULL DEFAULT 0,
  sms_count integer NOT NULL DEFAULT 0,
  lms_count integer NOT NULL DEFAULT 0,
  mms_count integer NOT NULL DEFAULT 0,
  -- Outcome counters kept by the same statements that change the messages (lists read no aggregate).
  delivered_count integer NOT NULL DEFAULT 0,
  failed_count integer NOT NULL DEFAULT 0,
  opted_out_count integer NOT NULL DEFAULT 0,
  cancelled_count integer NOT NULL DEFAULT 0,
  fallback_count integer NOT NULL DEFAULT 0,
  cost_krw integer NOT NULL DEFAULT 0,
  -- Idempotency-Key of the POST and the sha256 of its body; the first answer is replayed.
  idempotency_key text,
  request_hash text,
  accepted_answer jsonb
);
CREATE UNIQUE INDEX send_requests_idempotency ON send_requests (team_seq, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX send_requests_team_created ON send_requests (team_seq, created_at DESC, seq DESC);
CREATE INDEX send_requests_open ON send_requests (team_seq, status) WHERE status IN ('RESERVED', 'SENDING');

-- No foreign keys on messages: a per-row check costs a third of accepting 100,000 recipients. The
-- messages are written only with their request, in its transaction, and go with it (trigger below).
CREATE TABLE messages (
  seq bigserial PRIMARY KEY,
  request_seq integer NOT NULL,
  team_seq integer NOT NULL,
  phone text NOT NULL CHECK (phone ~ '^[0-9]{8,11}$'),
  type text NOT NULL CHECK (type IN ('SMS', 'LMS', 'MMS')),
  -- The filled text when variables made it differ from the request's body; NULL = the body.
  text text,
  bytes integer NOT NULL,
  status text NOT NULL CHECK (status IN ('ACCEPTED', 'SENT_TO_CARRIER', 'DELIVERED', 'FAILED', 'OPTED_OUT', 'CANCELLED')),
  result_code text,
  result_reason text,
  cost_krw integer NOT NULL DEFAULT 0,
  -- The message this one re-sends (RCS/alimtalk fallback), in the same request.
  fallback_of bigint,
  sent_at timestamptz,
  reported_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One index besides the key: results of a request in order (status filters scan within it). The flat
-- history across requests will add (team_seq, created_at) when it is built.
CREATE INDEX messages_request ON messages (request_seq, seq);

CREATE FUNCTION send_requests_delete_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM messages WHERE request_seq = OLD.seq;
  RETURN OLD;
END;
$$;
-- Team deletion cascades to its requests, and from them to their messages.
CREATE TRIGGER send_requests_delete_messages AFTER DELETE ON send_requests
  FOR EACH ROW EXECUTE FUNCTION send_requests_delete_messages();
