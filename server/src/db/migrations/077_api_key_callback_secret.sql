-- Delivery callbacks are signed with a secret of their key (Console-Signature, HMAC-SHA256; see
-- sending/callback-signature.ts). Stored as it is: the server needs it to sign. Keys made before this
-- get theirs from the CSPRNG the first time it is needed (api-keys-repository.ts callbackSecret).
ALTER TABLE api_keys ADD COLUMN callback_secret text;
