-- Payouts work on balances: a ledger line is unpaid until exactly one payout pays it. Until now a
-- payout paid a member's income of the month it closed, so a line that committed after its
-- month was closed was in no payout, ever. payout_lines says which payout pays which line; the
-- key (member_id, position) keeps a line in one payout at most. A failed payout gives its lines
-- back, so payouts may now be failed too.
CREATE TABLE payout_lines (
  payout_id  text    NOT NULL,
  member_id  integer NOT NULL,
  position   bigint  NOT NULL,
  PRIMARY KEY (member_id, position)
);
CREATE INDEX payout_lines_payout_idx ON payout_lines (payout_id);

ALTER TABLE payouts DROP CONSTRAINT payouts_status_check;
ALTER TABLE payouts ADD CONSTRAINT payouts_status_check CHECK (status IN ('issued', 'paid', 'failed'));

-- A payout issued before this names no lines: it paid the member's lines of its month, which
-- the event now records, so a rebuild gives the same table.
UPDATE events e
   SET data = e.data || jsonb_build_object('positions', coalesce((
         SELECT jsonb_agg(l.position ORDER BY l.position) FROM ledger_lines l
          WHERE l.member_id = (e.data ->> 'memberId')::int AND l.period = (e.data ->> 'period')::int), '[]'::jsonb))
 WHERE e.type = 'PayoutIssued' AND NOT (e.data ? 'positions');

INSERT INTO payout_lines (payout_id, member_id, position)
SELECT p.payout_id, p.member_id, l.position
  FROM payouts p JOIN ledger_lines l ON l.member_id = p.member_id AND l.period = p.period;
