-- A contact's e-mail address (issue 15: e-mail to address-book groups). Optional; stored lower-cased,
-- as e-mail sends and unsubscribes compare addresses.
ALTER TABLE contacts ADD COLUMN email text CHECK (email IS NULL OR (email = lower(email) AND email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'));
