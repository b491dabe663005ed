-- Every query on one month's income (admin totals, payouts, reports, income filters) is served
-- by monthly_income_period_total_idx (period, total_sen, member_id) from migration 006, so the
-- older (period, member_id) index only cost upkeep: three more index writes per approval, and
-- one more index to build in every seed and rebuild.
DROP INDEX monthly_income_period_idx;
