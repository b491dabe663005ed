-- One bank reference per payout (decision 42). The bank gives each transfer a reference of its
-- own: two payouts under one reference is a typing or file error that would hide a payment that
-- never happened. Payouts of different months live in different streams, so no decider sees
-- both; this table is the guard. A settlement that records a reference claims it here in its
-- transaction, and a claim held by another payout refuses the command (409, naming it).
-- Like payout_bank_details it is not a projection: a rebuild leaves it alone.
CREATE TABLE payout_bank_references (
  reference   text        PRIMARY KEY,
  payout_id   text        NOT NULL UNIQUE,
  recorded_at timestamptz NOT NULL
);

-- References recorded before now: each is claimed by the first payout paid under it. A reference
-- already on two payouts (possible before this rule) stays on both as history, and no further
-- payout can take it.
INSERT INTO payout_bank_references (reference, payout_id, recorded_at)
SELECT DISTINCT ON (reference) reference, payout_id, coalesce(paid_at, issued_at)
  FROM payouts
 WHERE reference IS NOT NULL
 ORDER BY reference, paid_at NULLS LAST, payout_id
ON CONFLICT DO NOTHING;
