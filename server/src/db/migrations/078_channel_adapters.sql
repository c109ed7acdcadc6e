-- Channels are adapters (server/src/channels): which channels exist is the adapters' registry, not a
-- list in the schema, so a new channel (Kakao, e-mail) needs no migration of the pipeline's tables.
-- The checks keep the values readable (upper-case names) and RCS rows complete.

ALTER TABLE send_requests DROP CONSTRAINT send_requests_channel_check;
ALTER TABLE send_requests ADD CONSTRAINT send_requests_channel_name CHECK (channel ~ '^[A-Z][A-Z_]{1,19}$');
ALTER TABLE messages DROP CONSTRAINT messages_channel_check;
ALTER TABLE messages ADD CONSTRAINT messages_channel_name CHECK (channel ~ '^[A-Z][A-Z_]{1,19}$');

-- Was: SMS requests have no RCS fields and no fallback; RCS requests have their type and chat room.
-- Now: RCS fields only on RCS requests (complete there); fallback on any channel whose adapter has one.
ALTER TABLE send_requests DROP CONSTRAINT send_requests_rcs_fields;
ALTER TABLE send_requests ADD CONSTRAINT send_requests_rcs_fields CHECK (
  (channel = 'RCS' AND rcs_type IS NOT NULL AND rcs_chat_room_seq IS NOT NULL)
  OR (channel <> 'RCS' AND rcs_type IS NULL AND rcs_chat_room_seq IS NULL)
);
