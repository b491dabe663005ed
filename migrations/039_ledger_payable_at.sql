-- When a close may first pay each ledger line (decision 53): an approval's lines after the post
-- has stayed up for the holding period (POST_HOLDING_DAYS), a reversal's when its approval's
-- were (or when it was reversed, if later). Projected from the events, which carry the instant,
-- so a rebuild writes the same. Lines from before the holding period were payable when they
-- were written, as their events, which carry no instant, are projected.
ALTER TABLE ledger_lines ADD COLUMN payable_at timestamptz;
UPDATE ledger_lines SET payable_at = created_at;
ALTER TABLE ledger_lines ALTER COLUMN payable_at SET NOT NULL;

-- The reversal lines, by month: a close of a month also takes the reversals made in a later
-- month of its approvals (a post reversed within its holding period nets out of the close that
-- would pay it), found here rather than by a second pass over the whole ledger. Reversals are
-- few, so the index is small and only they write to it.
CREATE INDEX ledger_lines_reversals_idx ON ledger_lines (period)
  WHERE kind IN ('personal_reversal', 'level1_reversal', 'level2_reversal');
