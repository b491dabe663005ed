-- When a close may first pay each ledger line (decision 53): an approval's lines after the post
-- has stayed up for the holding period (POST_HOLDING_DAYS), a reversal's when its approval's
-- were (or when it was reversed, if later). Projected from the events, which carry the instant,
-- so a rebuild writes the same. Lines from before the holding period were payable when they
-- were written, as their events, which carry no instant, are projected.
ALTER TABLE ledger_lines ADD COLUMN payable_at timestamptz;
UPDATE ledger_lines SET payable_at = created_at;
ALTER TABLE ledger_lines ALTER COLUMN payable_at SET NOT NULL;
