-- Bank data sealed at rest (decision 20). Account numbers and holder names are kept only as
-- AES-256-GCM ciphertext the app seals under BANK_DATA_KEY (or the embedded database's key
-- file); the database never sees them in the clear, nor a backup of it. The bank's name is not
-- secret and stays readable. key_id names the key a row was sealed with, so a rotation finds
-- what is left to re-seal.

-- A member's bank account, moved out of profiles.details. account_hash is an HMAC of the digits
-- under a key derived from the sealing key: equal accounts compare without opening them.
CREATE TABLE bank_accounts (
  member_id     integer PRIMARY KEY,
  bank          text,
  holder        bytea,
  account       bytea,
  account_hash  bytea,
  account_last4 text,
  key_id        text,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX bank_accounts_key_idx ON bank_accounts (key_id);

-- A payout's kept details hold the same ciphertext, copied at the close without opening it.
-- The readable columns stay only until the app has sealed what they hold at its next start
-- (it cannot be done here: the key never reaches the database).
ALTER TABLE payout_bank_details RENAME COLUMN holder TO legacy_holder;
ALTER TABLE payout_bank_details RENAME COLUMN account TO legacy_account;
ALTER TABLE payout_bank_details
  ADD COLUMN holder bytea,
  ADD COLUMN account bytea,
  ADD COLUMN account_last4 text,
  ADD COLUMN key_id text;
CREATE INDEX payout_bank_details_key_idx ON payout_bank_details (key_id);
