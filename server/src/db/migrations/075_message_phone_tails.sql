-- The flat history's number search (the last 4 digits or the whole number) moves from an index on
-- messages to a side table filled by a job just after a request commits (sending/phone-index-job.ts).
-- Keeping (team_seq, right(phone, 4)) up to date inside the accepting transaction cost about 0.4 s of
-- accepting 100,000 recipients: every entry lands at a random place of the index. Until its job has
-- run, a request is phones_pending and the history searches that request's own messages past
-- phones_indexed_through instead (a few seconds after accepting; the job runs right after commit).
CREATE TABLE message_phone_tails (
  team_seq integer NOT NULL,
  -- The last 4 digits as a number (0123 -> 123); the history checks the phone itself as well.
  tail smallint NOT NULL,
  message_seq bigint NOT NULL,
  PRIMARY KEY (team_seq, tail, message_seq)
);

ALTER TABLE send_requests ADD COLUMN phones_pending boolean NOT NULL DEFAULT false;
ALTER TABLE send_requests ADD COLUMN phones_indexed_through bigint NOT NULL DEFAULT 0;
INSERT INTO message_phone_tails (team_seq, tail, message_seq)
  SELECT team_seq, right(phone, 4)::smallint, seq FROM messages ORDER BY 1, 2, 3;
-- Requests written from now on wait for their job.
ALTER TABLE send_requests ALTER COLUMN phones_pending SET DEFAULT true;
CREATE INDEX send_requests_phones_pending ON send_requests (team_seq, created_at) WHERE phones_pending;

DROP INDEX messages_team_phone_tail;

-- Whatever deletes messages (a reservation rewritten, a request deleted) takes their tails along, in
-- one statement per DELETE rather than one per row.
CREATE FUNCTION messages_forget_phone_tails() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM message_phone_tails t USING gone g
   WHERE t.team_seq = g.team_seq AND t.tail = right(g.phone, 4)::smallint AND t.message_seq = g.seq;
  RETURN NULL;
END;
$$;
CREATE TRIGGER messages_forget_phone_tails AFTER DELETE ON messages
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION messages_forget_phone_tails();
