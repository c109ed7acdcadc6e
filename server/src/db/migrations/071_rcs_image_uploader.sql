-- Card images uploaded through the public API by a linked system: its key and the name shown as the
-- uploader ("API 키: <key name>"), as message_images keeps them. Console uploads keep uploaded_by.
ALTER TABLE rcs_images ADD COLUMN api_key_seq integer REFERENCES api_keys (key_seq) ON DELETE SET NULL;
ALTER TABLE rcs_images ADD COLUMN uploader_name text;
