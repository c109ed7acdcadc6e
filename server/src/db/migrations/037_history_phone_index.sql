-- The flat history's number search: the last 4 digits (what a caller reads out) or the whole number.
-- A "contains" search cannot use an index and scanned a month of messages; this one finds the few
-- messages of one number among a million directly.
CREATE INDEX messages_team_phone_tail ON messages (team_seq, right(phone, 4));
