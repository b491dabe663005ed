-- Closed payout months, projected from PayoutMonthClosed (decision 46): whether a month is
-- closed, and the close's log position that its payment files are named by, are read here
-- rather than from the log, which only the event store and the projections read.
CREATE TABLE closed_months (
  period    integer     PRIMARY KEY,
  position  bigint      NOT NULL,
  payouts   integer     NOT NULL,
  total_sen bigint      NOT NULL,
  held      integer     NOT NULL,
  held_sen  bigint      NOT NULL,
  closed_at timestamptz NOT NULL
);

INSERT INTO closed_months (period, position, payouts, total_sen, held, held_sen, closed_at)
SELECT (data ->> 'period')::int, position, (data ->> 'payouts')::int, (data ->> 'totalSen')::bigint,
       coalesce((data ->> 'held')::int, 0), coalesce((data ->> 'heldSen')::bigint, 0), (data ->> 'at')::timestamptz
  FROM events
 WHERE type = 'PayoutMonthClosed';
