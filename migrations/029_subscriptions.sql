-- Projections that need not be read in the writing transaction follow the log instead
-- (decision 34): a subscription reads the events after its checkpoint, applies them and moves
-- the checkpoint in one transaction, so after a crash it resumes where it committed and never
-- applies an event twice.
--
-- Log positions are taken when a transaction appends, not when it commits, so a subscription
-- reading in position order could pass an event whose transaction commits late. It reads in the
-- order of the writing transaction's id instead, and only transactions older than every one
-- still running (pg_snapshot_xmin): no event can appear behind its checkpoint afterwards.
CREATE TABLE subscriptions (
  name                 text PRIMARY KEY,
  last_transaction_id  xid8        NOT NULL,
  last_position        bigint      NOT NULL,
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_transaction_idx ON events (transaction_id, position);

-- Everything logged so far is already in the tables (their triggers and statements wrote it).
INSERT INTO subscriptions (name, last_transaction_id, last_position)
SELECT name, coalesce(h.transaction_id, '0'::xid8), coalesce(h.position, 0)
  FROM (VALUES ('activities'), ('member-search')) AS s (name)
  LEFT JOIN (SELECT transaction_id, position FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1) h ON true;

-- member_search follows team counts and income through the member-search subscription: an
-- approval no longer rewrites three search rows in its own transaction. A new member's row
-- (an insert into members or profiles), a profile's change and an erasure stay immediate.
DROP TRIGGER member_search_members_update ON members;
DROP TRIGGER member_search_income ON monthly_income;
DROP FUNCTION member_search_income();
