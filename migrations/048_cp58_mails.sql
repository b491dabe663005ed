-- The CP58 statements mailed (decision 63): one row per member and year, written in the
-- transaction that queues the mail, so `jemput tax cp58 --mail` never mails a member twice for
-- a year, however often or however concurrently it runs. It holds no personal data.
CREATE TABLE cp58_mails (
  member_id  integer NOT NULL,
  year       integer NOT NULL CHECK (year BETWEEN 2000 AND 2999),
  total_sen  bigint  NOT NULL,
  mailed_at  timestamptz NOT NULL,
  PRIMARY KEY (member_id, year)
);
