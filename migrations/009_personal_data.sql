-- Who looked at or took out members' personal data (PDPA accountability): admins viewing the
-- member list or payouts with bank details, exports, bank files, and members exporting or
-- erasing their own data. Ids only, so the log itself holds no personal data and outlives an
-- erasure; names are looked up when the log is read.
CREATE TABLE data_access_log (
  id         bigserial   PRIMARY KEY,
  actor_id   integer     NOT NULL,
  -- Whose data: one member, or NULL when a single action covered many (an export, a list).
  member_id  integer,
  action     text        NOT NULL CHECK (action IN (
               'member_list_view', 'member_export', 'payout_list_view', 'bank_file_export',
               'own_data_export', 'own_data_erasure')),
  -- How many members' rows were disclosed, when known.
  row_count  integer     CHECK (row_count >= 0),
  -- The scope (a month, a file format, which filters were used): never the values searched for.
  detail     jsonb       NOT NULL DEFAULT '{}'::jsonb,
  at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX data_access_log_member_idx ON data_access_log (member_id, id DESC) WHERE member_id IS NOT NULL;
CREATE INDEX data_access_log_actor_idx ON data_access_log (actor_id, id DESC);
