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

-- An admin's download of a member's CP58 shows their identity number and TIN in full: logged as
-- every other look at members' data is (PDPA).
ALTER TABLE data_access_log DROP CONSTRAINT data_access_log_action_check;
ALTER TABLE data_access_log ADD CONSTRAINT data_access_log_action_check CHECK (action IN (
  'member_list_view', 'member_export', 'payout_list_view', 'bank_file_export', 'own_data_export',
  'own_data_erasure', 'bank_file_reissue', 'cp58_download'));
