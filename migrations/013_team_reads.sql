-- The team view shows, for each member of a page, the viewer's override from them this month
-- and the member's own months (this month, all time, posts). Those reads went to the heap, a
-- page per line or month: a leader's month of override lines (some 500 for a team of 2,000)
-- cost about 480 page reads for a page of 24. Carrying the summed columns in the keys makes
-- them index-only scans. Neither adds an index entry to any write: ledger lines are only ever
-- inserted, and an income row's total is already indexed (006), so its updates were never HOT.
ALTER TABLE ledger_lines DROP CONSTRAINT ledger_lines_pkey;
ALTER TABLE ledger_lines ADD CONSTRAINT ledger_lines_pkey PRIMARY KEY (member_id, period, position) INCLUDE (source_member_id, amount_sen);

ALTER TABLE monthly_income DROP CONSTRAINT monthly_income_pkey;
ALTER TABLE monthly_income ADD CONSTRAINT monthly_income_pkey PRIMARY KEY (member_id, period) INCLUDE (total_sen, posts);
