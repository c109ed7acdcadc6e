-- A request sent through the public API remembers its key: delivery reports go to the key's callback URL.
ALTER TABLE send_requests ADD COLUMN api_key_seq integer REFERENCES api_keys (key_seq) ON DELETE SET NULL;
