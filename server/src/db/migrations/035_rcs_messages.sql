-- RCS sending (DOMAIN.md "RCS") on the same requests, messages and jobs as SMS/LMS/MMS.
-- A request's channel says how its messages were asked for; each message carries its own channel, so
-- an RCS request holds its RCS messages and, for those that failed with fallback on, their SMS/LMS
-- fallback messages (channel SMS, fallback_of = the RCS message; the column exists since 030).

ALTER TABLE send_requests ADD COLUMN channel text NOT NULL DEFAULT 'SMS' CHECK (channel IN ('SMS', 'RCS'));
-- SMS, LMS, MMS or TEMPLATE (an approved template); NULL for SMS requests.
ALTER TABLE send_requests ADD COLUMN rcs_type text CHECK (rcs_type IN ('SMS', 'LMS', 'MMS', 'TEMPLATE'));
-- No foreign keys to RCS tables: a request keeps what it sent (brand name, buttons, cards) even when
-- the chat room or template goes later.
ALTER TABLE send_requests ADD COLUMN rcs_chat_room_seq integer;
ALTER TABLE send_requests ADD COLUMN rcs_brand_name text;
ALTER TABLE send_requests ADD COLUMN rcs_template_seq integer;
-- [{kind, label, value}] (SMS/LMS/text template) and [{imageSeq, buttons}] (MMS/image template).
ALTER TABLE send_requests ADD COLUMN rcs_buttons jsonb;
ALTER TABLE send_requests ADD COLUMN rcs_cards jsonb;
-- Fallback to SMS/LMS when an RCS message fails: on/off and its text as written (with #{variables}).
ALTER TABLE send_requests ADD COLUMN fallback_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE send_requests ADD COLUMN fallback_text text;
ALTER TABLE send_requests ADD CONSTRAINT send_requests_rcs_fields
  CHECK ((channel = 'SMS' AND rcs_type IS NULL AND NOT fallback_enabled) OR (channel = 'RCS' AND rcs_type IS NOT NULL AND rcs_chat_room_seq IS NOT NULL));

ALTER TABLE messages ADD COLUMN channel text NOT NULL DEFAULT 'SMS' CHECK (channel IN ('SMS', 'RCS'));
-- RCS messages with fallback on: this recipient's filled fallback text when it differs from the
-- request's (NULL = the request's fallback_text), so the fallback needs no variables kept.
ALTER TABLE messages ADD COLUMN fallback_text text;
-- An RCS message falls back at most once: one SMS/LMS per failed RCS message, whatever retries.
CREATE UNIQUE INDEX messages_fallback_of ON messages (fallback_of) WHERE fallback_of IS NOT NULL;
