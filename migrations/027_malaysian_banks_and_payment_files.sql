-- Malaysian banks and payment files (decision 29).

-- A member's bank is one of the list in domain/malaysian-banks.ts, kept by its SWIFT/BIC code;
-- `bank` stays the name shown. A row with a bank name and no code is unverified: a name typed
-- before the list that matched no bank, or more than one. Every start fills in the code of each
-- name that matches exactly one bank (bank-accounts/bank-codes.ts: the list lives in the app,
-- not here), and the member is asked to choose from the list at their next save.
--
-- Instead of an account, a member may give a DuitNow ID: `method` says which. The ID is sealed
-- in the `account` column as an account number is (decision 20), bound to the same member and
-- field; `proxy_type` says what kind of ID it is and `proxy_country` the issuing country of a
-- passport (neither is secret).
ALTER TABLE bank_accounts
  ADD COLUMN bank_code     text CHECK (bank_code ~ '^[A-Z0-9]{8}$'),
  ADD COLUMN method        text NOT NULL DEFAULT 'bank_account' CHECK (method IN ('bank_account', 'duitnow')),
  ADD COLUMN proxy_type    text CHECK (proxy_type IN ('mobile', 'nric', 'passport', 'business')),
  ADD COLUMN proxy_country text CHECK (proxy_country ~ '^[A-Z]{2}$'),
  ADD CONSTRAINT bank_accounts_proxy_check CHECK ((method = 'duitnow') = (proxy_type IS NOT NULL));

-- A payout keeps all of it as it was at the close (decision 15).
ALTER TABLE payout_bank_details
  ADD COLUMN bank_code     text CHECK (bank_code ~ '^[A-Z0-9]{8}$'),
  ADD COLUMN method        text NOT NULL DEFAULT 'bank_account' CHECK (method IN ('bank_account', 'duitnow')),
  ADD COLUMN proxy_type    text CHECK (proxy_type IN ('mobile', 'nric', 'passport', 'business')),
  ADD COLUMN proxy_country text CHECK (proxy_country ~ '^[A-Z]{2}$'),
  ADD CONSTRAINT payout_bank_details_proxy_check CHECK ((method = 'duitnow') = (proxy_type IS NOT NULL));

-- A closed month's payment file is downloaded once per issue: the first issue is made by the
-- first download, and each later one only by an admin's re-issue with a reason. A second
-- download of an issue is refused, so the same payouts cannot go to the bank twice by accident.
-- `close_id` is the log position of the month's PayoutMonthClosed event: the file's name
-- carries it with `seq`, so no two files anywhere share a name.
CREATE TABLE payment_files (
  period        integer     NOT NULL,
  seq           integer     NOT NULL CHECK (seq >= 1),
  close_id      bigint      NOT NULL,
  issued_at     timestamptz NOT NULL,
  -- The admin who re-issued it and why; both null for the first issue.
  reissued_by   integer,
  reason        text,
  downloaded_at timestamptz,
  downloaded_by integer,
  format        text CHECK (format IN ('csv', 'pain.001')),
  file_name     text UNIQUE,
  payouts       integer CHECK (payouts >= 0),
  total_sen     bigint  CHECK (total_sen >= 0),
  PRIMARY KEY (period, seq),
  CHECK ((seq = 1) = (reason IS NULL)),
  CHECK ((downloaded_at IS NULL) = (file_name IS NULL))
);

-- A re-issue lets the payout money go to the bank again: it is in the data-access log beside
-- the download it allows.
ALTER TABLE data_access_log DROP CONSTRAINT data_access_log_action_check;
ALTER TABLE data_access_log ADD CONSTRAINT data_access_log_action_check CHECK (action IN (
  'member_list_view', 'member_export', 'payout_list_view', 'bank_file_export',
  'own_data_export', 'own_data_erasure', 'bank_file_reissue'));
