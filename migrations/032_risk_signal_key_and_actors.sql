-- Fraud signals that a backup cannot give up, and holds on the members who acted (decision 41).

-- The signal key leaves the database: it is RISK_SIGNAL_KEY (or $DATA_DIR/risk-signal.key on the
-- embedded database), kept apart from the backups like the bank data key. The key the app had
-- made for itself was the only row here.
DROP TABLE app_secrets;

-- Bank account signals were a fast keyed hash beside the account's last four digits: with the
-- key from this table, a backup alone gave the numbers up in seconds. They go, and each current
-- account's signal is made again from the sealed account (server/modules/risk/rederive.ts) with
-- the slow hash and nothing shown. The other signals stay: they still compare among themselves
-- and are gone within the retention (90 days at most); anything seen from now on is hashed with
-- the new key.
DELETE FROM risk_signals WHERE kind = 'bank_account';

-- The members a flag holds, beside the ones it names: only those whose own actions made it.
-- A flag from before held everyone it named, and keeps doing so until an admin decides it.
ALTER TABLE risk_flags ADD COLUMN held_member_ids jsonb;
UPDATE risk_flags SET held_member_ids = member_ids;
ALTER TABLE risk_flags ALTER COLUMN held_member_ids SET NOT NULL;
