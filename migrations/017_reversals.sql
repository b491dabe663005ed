-- Reversals (decision 17): an admin takes back an approved post, and exactly what its approval
-- paid comes off as negative ledger lines in the Malaysian month of the reversal.

-- A reversal's line has its own kind and is never positive; a credit's is never negative.
ALTER TABLE ledger_lines DROP CONSTRAINT ledger_lines_kind_check, DROP CONSTRAINT ledger_lines_amount_sen_check;
ALTER TABLE ledger_lines
  ADD CONSTRAINT ledger_lines_kind_check CHECK (kind IN ('personal', 'level1_override', 'level2_override',
                                                       'personal_reversal', 'level1_reversal', 'level2_reversal')),
  ADD CONSTRAINT ledger_lines_amount_sen_check CHECK (CASE WHEN kind LIKE '%\_reversal' THEN amount_sen <= 0
                                                           ELSE amount_sen >= 0 END);

-- The month's reversals (zero or negative) count in its total. PostgreSQL 15 cannot change a
-- generated column's expression, so the total is dropped and added again; the view and the two
-- indexes that name it go with it and come back as they were (migrations 011, 006 and 013). The
-- trigger function member_search_income reads the column by name when it runs, so it stays.
DROP VIEW member_search_source;
ALTER TABLE monthly_income DROP CONSTRAINT monthly_income_pkey;
DROP INDEX monthly_income_period_total_idx;
ALTER TABLE monthly_income DROP CONSTRAINT monthly_income_check, DROP COLUMN total_sen;
ALTER TABLE monthly_income
  ADD COLUMN reversed_sen bigint NOT NULL DEFAULT 0,
  ADD COLUMN total_sen bigint GENERATED ALWAYS AS (personal_sen + level1_sen + level2_sen + reversed_sen) STORED,
  ADD CONSTRAINT monthly_income_check
    CHECK (personal_sen >= 0 AND level1_sen >= 0 AND level2_sen >= 0 AND reversed_sen <= 0 AND posts >= 0);
ALTER TABLE monthly_income ADD CONSTRAINT monthly_income_pkey PRIMARY KEY (member_id, period) INCLUDE (total_sen, posts);
CREATE INDEX monthly_income_period_total_idx ON monthly_income (period, total_sen, member_id);

CREATE VIEW member_search_source AS
  SELECT m.member_id, m.joined_at, m.is_admin, m.direct_recruits, m.team_size,
         i.period AS income_period, coalesce(i.total_sen, 0)::bigint AS income_sen,
         (p.details ->> 'state') COLLATE "C" AS state, (p.details ->> 'gender') COLLATE "C" AS gender,
         (p.details ->> 'maritalStatus') COLLATE "C" AS marital_status
    FROM members m
    JOIN profiles p USING (member_id)
    LEFT JOIN LATERAL (SELECT period, total_sen FROM monthly_income WHERE member_id = m.member_id
                        ORDER BY period DESC LIMIT 1) i ON true;

-- A reversed post earns nothing and keeps the reason and time; it still holds its link
-- (posts_canonical_link_idx leaves out only rejected posts), so it cannot be paid again.
ALTER TABLE posts DROP CONSTRAINT posts_status_check;
ALTER TABLE posts
  ADD CONSTRAINT posts_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'reversed')),
  ADD COLUMN reversal_reason text,
  ADD COLUMN reversed_at timestamptz;

-- A reversal is an admin decision: the audit list's index names it (the query repeats this
-- predicate word for word).
DROP INDEX events_admin_actions_idx;
CREATE INDEX events_admin_actions_idx ON events (position DESC)
  WHERE type IN ('PostApproved', 'PostRejected', 'PostReversed', 'PayoutMonthClosed', 'PayoutPaid', 'PayoutFailed', 'AdminGranted', 'AdminRevoked')
    AND jsonb_typeof(metadata -> 'actor') = 'number';
