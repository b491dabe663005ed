-- The team view reads one page at a time in joining order, keyset on (joined_at, member_id):
-- these indexes give a page its rows in order, starting right after the cursor. They replace
-- the (referrer, member_id) indexes of migration 002, whose every use (a referrer's recruits,
-- one of them by id) the wider ones serve as well, so registrations write no more entries.
CREATE INDEX members_referrer_joined_idx ON members (referrer_id, joined_at, member_id);
CREATE INDEX members_level2_referrer_joined_idx ON members (level2_referrer_id, joined_at, member_id);
DROP INDEX members_referrer_idx;
DROP INDEX members_level2_referrer_idx;
