-- Income tax withheld from a payout under section 107D (decision 62): the payout keeps its gross
-- (`amount_sen`, what its ledger lines add up to), the bank is paid amount_sen - withheld_sen, and
-- withheld_sen is remitted to LHDN with the month's CP107D. Payouts from before withheld nothing.
ALTER TABLE payouts
  ADD COLUMN withheld_sen bigint NOT NULL DEFAULT 0,
  ADD CONSTRAINT payouts_withheld_sen_check CHECK (withheld_sen >= 0 AND withheld_sen <= amount_sen);
