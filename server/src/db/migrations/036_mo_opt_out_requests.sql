-- An MO reply that asked to stop receiving (opt-out) is marked, so /history/mo can say it joined the
-- team's 080 list. Replies before this migration were all simulator replies: '수신거부' was the opt-out one.
ALTER TABLE mo_messages ADD COLUMN opt_out boolean NOT NULL DEFAULT false;
UPDATE mo_messages SET opt_out = true WHERE body = '수신거부';
-- The representative-number filter of /history/mo and its list of numbers.
CREATE INDEX mo_messages_team_to_number ON mo_messages (team_seq, to_number);
