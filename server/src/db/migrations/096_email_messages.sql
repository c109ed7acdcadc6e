-- E-mail messages say what they are (issue 15): an EMAIL row's type is 'EMAIL' and its recipient
-- (messages.phone, the message's recipient on every channel) is the lower-cased address, instead of
-- an LMS row holding the recipient's position in the request (migration 095's email_recipients).

ALTER TABLE messages DROP CONSTRAINT messages_phone_check;
ALTER TABLE messages DROP CONSTRAINT messages_type_check;

-- What the position pointed at moves into the row itself.
UPDATE messages m SET phone = e.address, type = 'EMAIL'
  FROM email_recipients e
 WHERE m.channel = 'EMAIL' AND e.request_seq = m.request_seq AND e.position = m.phone::int;
DELETE FROM message_phone_tails t USING messages m
 WHERE m.channel = 'EMAIL' AND t.message_seq = m.seq AND t.team_seq = m.team_seq;
UPDATE send_requests SET lms_count = 0 WHERE channel = 'EMAIL';
-- The daily roll-up first (no trigger there), then the hourly rows (their trigger adds nothing: no figure changes).
UPDATE send_stats_daily SET type = 'EMAIL' WHERE channel = 'EMAIL';
UPDATE send_stats SET type = 'EMAIL' WHERE channel = 'EMAIL';
DROP TABLE email_recipients;

-- A phone channel's recipient is a number (8 to 11 digits); an e-mail's an address.
ALTER TABLE messages ADD CONSTRAINT messages_recipient CHECK (
  CASE WHEN channel = 'EMAIL' THEN phone ~ '^[^@\s]+@[^@\s]+$' ELSE phone ~ '^[0-9]{8,11}$' END
);
-- SMS/LMS/MMS on the phone channels (a Kakao or RCS message keeps the class of its text); EMAIL on e-mail.
ALTER TABLE messages ADD CONSTRAINT messages_type CHECK (
  CASE WHEN channel = 'EMAIL' THEN type = 'EMAIL' ELSE type IN ('SMS', 'LMS', 'MMS') END
);

-- The history's number search indexes numbers only (sending/phone-index-job.ts skips addresses).
CREATE OR REPLACE FUNCTION messages_forget_phone_tails() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM message_phone_tails t USING gone g
   WHERE g.channel <> 'EMAIL' AND t.team_seq = g.team_seq
     AND t.tail = (CASE WHEN g.channel <> 'EMAIL' THEN right(g.phone, 4)::smallint END) AND t.message_seq = g.seq;
  RETURN NULL;
END;
$$;
