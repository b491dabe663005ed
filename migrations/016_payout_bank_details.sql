-- A payout keeps the bank details it was issued with (decision 15). Until now the payout list
-- and the bank file read them from the member's profile as it is now, so a change of bank
-- details (or a stolen session making one) rewrote the bank file line of a payout already
-- issued. The close writes one row per payout it issues, in its transaction; an erasure deletes
-- the member's rows, so an erased member's payout has no account and stays out of the bank
-- file. Personal data: never in events, and not rebuilt from the log.
CREATE TABLE payout_bank_details (
  payout_id  text    PRIMARY KEY,
  member_id  integer NOT NULL,
  holder     text,
  bank       text,
  account    text
);
CREATE INDEX payout_bank_details_member_idx ON payout_bank_details (member_id);

-- Payouts issued before this keep the details their member has now: the best record there is.
INSERT INTO payout_bank_details (payout_id, member_id, holder, bank, account)
SELECT po.payout_id, po.member_id, nullif(p.details ->> 'bankAccountHolderName', ''),
       nullif(p.details ->> 'bankName', ''), nullif(p.details ->> 'bankAccountNumber', '')
  FROM payouts po JOIN profiles p ON p.member_id = po.member_id;

-- A failed payout is an admin decision too: the audit list's index names it (the query repeats
-- this predicate word for word).
DROP INDEX events_admin_actions_idx;
CREATE INDEX events_admin_actions_idx ON events (position DESC)
  WHERE type IN ('PostApproved', 'PostRejected', 'PayoutMonthClosed', 'PayoutPaid', 'PayoutFailed', 'AdminGranted', 'AdminRevoked')
    AND jsonb_typeof(metadata -> 'actor') = 'number';
