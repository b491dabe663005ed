-- Read models, updated in the append's transaction and rebuildable from the log at any time.
CREATE TABLE members (
  member_id           integer PRIMARY KEY,
  referral_code       text    NOT NULL UNIQUE,
  referrer_id         integer REFERENCES members (member_id),
  level2_referrer_id  integer REFERENCES members (member_id),
  direct_recruits     integer NOT NULL DEFAULT 0,
  level2_count        integer NOT NULL DEFAULT 0,
  team_size           integer GENERATED ALWAYS AS (direct_recruits + level2_count) STORED,
  is_admin            boolean NOT NULL DEFAULT false,
  joined_at           timestamptz NOT NULL
);
CREATE INDEX members_referrer_idx ON members (referrer_id, member_id);
CREATE INDEX members_level2_referrer_idx ON members (level2_referrer_id, member_id);
CREATE INDEX members_direct_rank_idx ON members (direct_recruits DESC, member_id);
CREATE INDEX members_team_rank_idx ON members (team_size DESC, member_id);

CREATE TABLE monthly_income (
  member_id     integer NOT NULL,
  period        integer NOT NULL,
  personal_sen  bigint  NOT NULL DEFAULT 0,
  level1_sen    bigint  NOT NULL DEFAULT 0,
  level2_sen    bigint  NOT NULL DEFAULT 0,
  total_sen     bigint  GENERATED ALWAYS AS (personal_sen + level1_sen + level2_sen) STORED,
  posts         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, period),
  CHECK (personal_sen >= 0 AND level1_sen >= 0 AND level2_sen >= 0 AND posts >= 0)
);
CREATE INDEX monthly_income_period_idx ON monthly_income (period, member_id);

CREATE TABLE ledger_lines (
  position          bigint  NOT NULL,
  member_id         integer NOT NULL,
  kind              text    NOT NULL CHECK (kind IN ('personal', 'level1_override', 'level2_override')),
  amount_sen        integer NOT NULL CHECK (amount_sen >= 0),
  period            integer NOT NULL,
  post_id           text    NOT NULL,
  source_member_id  integer NOT NULL,
  created_at        timestamptz NOT NULL,
  PRIMARY KEY (position, member_id)
);
CREATE INDEX ledger_lines_member_period_idx ON ledger_lines (member_id, period, position);

CREATE TABLE activities (
  position           bigint  NOT NULL,
  member_id          integer NOT NULL,
  type               text    NOT NULL,
  subject_member_id  integer,
  amount_sen         integer NOT NULL DEFAULT 0,
  detail             jsonb   NOT NULL DEFAULT '{}'::jsonb,
  created_at         timestamptz NOT NULL,
  PRIMARY KEY (position, member_id, type)
);
CREATE INDEX activities_member_idx ON activities (member_id, position DESC);

CREATE TABLE posts (
  post_id           text    PRIMARY KEY,
  member_id         integer NOT NULL,
  title             text    NOT NULL,
  url               text    NOT NULL,
  platform          text    NOT NULL,
  status            text    NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  earnings_sen      integer NOT NULL DEFAULT 0,
  rejection_reason  text,
  submitted_at      timestamptz NOT NULL,
  decided_at        timestamptz
);
CREATE INDEX posts_member_idx ON posts (member_id, submitted_at DESC);
CREATE INDEX posts_status_idx ON posts (status, submitted_at);

CREATE TABLE payouts (
  payout_id   text    PRIMARY KEY,
  member_id   integer NOT NULL,
  period      integer NOT NULL,
  amount_sen  bigint  NOT NULL CHECK (amount_sen > 0),
  status      text    NOT NULL CHECK (status IN ('issued', 'paid')),
  reference   text,
  issued_at   timestamptz NOT NULL,
  paid_at     timestamptz
);
CREATE INDEX payouts_member_idx ON payouts (member_id, period DESC);
CREATE INDEX payouts_period_idx ON payouts (period, member_id);
