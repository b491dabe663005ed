-- Fraud and abuse (decision 18).

-- Signals: what a member's device, network, bank account, delivery address, phone and post
-- links were, as keyed hashes (HMAC-SHA-256 with the key in app_secrets or RISK_SIGNAL_KEY), so
-- two members can be compared without the values in clear. `shown` is what the member's own
-- data export shows (a network address, the device id the browser made, the last four digits of
-- an account), never the account number. Personal data: never in events, kept for at most the
-- retention (90 days by default) after it was last seen, deleted with the member on erasure.
CREATE TABLE risk_signals (
  member_id     integer     NOT NULL,
  kind          text        NOT NULL CHECK (kind IN ('device', 'network', 'bank_account', 'delivery_address', 'phone', 'post_link')),
  context       text        NOT NULL CHECK (context IN ('registration', 'login', 'profile', 'post')),
  value_hash    text        NOT NULL,
  shown         text,
  first_seen_at timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind, context, value_hash)
);
-- Who else has this value: every rule that compares members starts here.
CREATE INDEX risk_signals_value_idx ON risk_signals (kind, value_hash) INCLUDE (member_id, context, first_seen_at);
CREATE INDEX risk_signals_last_seen_idx ON risk_signals (last_seen_at);

-- Members whose signals or posts changed since the rules last looked at them. A row is written
-- with the signal and removed by the evaluator that took it (FOR UPDATE SKIP LOCKED) when its
-- flags commit, so a crash between the two leaves it for the next turn. Rows are only ever
-- added, never updated, so a request recording a signal never waits on an evaluation.
CREATE TABLE risk_pending (
  id        bigserial   PRIMARY KEY,
  member_id integer     NOT NULL,
  queued_at timestamptz NOT NULL
);

-- Flags, projected from the RiskFlag* events (rebuilt from the log like every projection). The
-- id lists are JSON arrays, which the bulk writes of a rebuild carry as they do activity details.
CREATE TABLE risk_flags (
  flag_id              text        PRIMARY KEY,
  rule                 text        NOT NULL,
  status               text        NOT NULL CHECK (status IN ('open', 'cleared', 'confirmed')),
  member_ids           jsonb       NOT NULL,
  evidence             jsonb       NOT NULL,
  raised_at            timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL,
  review_note          text,
  decided_by           integer,
  decision_reason      text,
  suspended_member_ids jsonb       NOT NULL DEFAULT '[]',
  reversed_post_ids    jsonb       NOT NULL DEFAULT '[]',
  decided_at           timestamptz
);
CREATE INDEX risk_flags_queue_idx ON risk_flags (status, raised_at DESC);
-- A member's flags (member_ids @> '[id]'): the hold on payouts and the member details dialog.
CREATE INDEX risk_flags_members_idx ON risk_flags USING gin (member_ids jsonb_path_ops);

-- Suspended accounts, projected from MemberSuspended and MemberReinstated.
CREATE TABLE member_suspensions (
  member_id    integer     PRIMARY KEY,
  flag_id      text,
  reason       text        NOT NULL,
  suspended_at timestamptz NOT NULL
);

-- Keys the app makes for itself and every instance shares (the signal hash key when
-- RISK_SIGNAL_KEY is not set). Never logged, never in exports.
CREATE TABLE app_secrets (
  name       text        PRIMARY KEY,
  value      text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Flag decisions and suspensions are admin decisions: the audit list's index names them (the
-- query repeats this predicate word for word).
DROP INDEX events_admin_actions_idx;
CREATE INDEX events_admin_actions_idx ON events (position DESC)
  WHERE type IN ('PostApproved', 'PostRejected', 'PostReversed', 'PayoutMonthClosed', 'PayoutPaid', 'PayoutFailed',
                 'AdminGranted', 'AdminRevoked', 'RiskFlagReviewed', 'RiskFlagCleared', 'RiskFlagConfirmed',
                 'MemberSuspended', 'MemberReinstated')
    AND jsonb_typeof(metadata -> 'actor') = 'number';
