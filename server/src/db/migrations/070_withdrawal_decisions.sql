-- An operator's decision on a withdrawal request: COMPLETED closes the business's account (nobody of
-- it logs in again; its data stays for the legal retention period), REJECTED gives the master back.
ALTER TABLE account_withdrawals ADD COLUMN decision text CHECK (decision IN ('COMPLETED', 'REJECTED'));
ALTER TABLE account_withdrawals ADD COLUMN decision_reason text;
ALTER TABLE account_withdrawals ADD COLUMN decided_at timestamptz;
ALTER TABLE businesses ADD COLUMN withdrawn_at timestamptz;
