-- A reservation is edited by replacing it, so its recipients' variables are kept with their messages
-- (only for reservations: an immediate send never needs them back, and 100,000 rows stay light).
ALTER TABLE messages ADD COLUMN variables jsonb;
