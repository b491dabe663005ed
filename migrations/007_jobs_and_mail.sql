-- Background work (mail through Brevo, contact sync, campaigns) as rows any server process can
-- claim with FOR UPDATE SKIP LOCKED; progress is written as the work is done, so a job taken
-- over after a crash resumes where it stopped.
CREATE TABLE jobs (
  id          bigserial   PRIMARY KEY,
  kind        text        NOT NULL,
  state       text        NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  payload     jsonb       NOT NULL DEFAULT '{}'::jsonb,
  progress    jsonb       NOT NULL DEFAULT '{}'::jsonb,
  result      jsonb,
  error       text,
  attempts    integer     NOT NULL DEFAULT 0,
  run_after   timestamptz NOT NULL DEFAULT now(),
  locked_by   text,
  locked_at   timestamptz,
  created_by  integer,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
-- What a worker looks for: queued work that is due, and running work whose lock went stale.
CREATE INDEX jobs_due_idx ON jobs (run_after, id) WHERE state = 'queued';
CREATE INDEX jobs_running_idx ON jobs (locked_at) WHERE state = 'running';
CREATE INDEX jobs_kind_idx ON jobs (kind, id DESC);
-- One contact sync and one campaign at a time: a second click joins the first instead of
-- importing or mailing everyone twice.
CREATE UNIQUE INDEX jobs_one_active_idx ON jobs (kind)
  WHERE state IN ('queued', 'running') AND kind IN ('brevo.sync-contacts', 'campaign.referral-reminder');

-- One row per recipient of a campaign, marked in the same transaction as the mail is recorded.
CREATE TABLE job_items (
  job_id      bigint      NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  item        integer     NOT NULL,
  state       text        NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'skipped', 'failed')),
  detail      text,
  updated_at  timestamptz,
  PRIMARY KEY (job_id, item)
);
CREATE INDEX job_items_pending_idx ON job_items (job_id, item) WHERE state = 'pending';

-- Consent to campaign mail (PDPA s.43): set once a member follows an unsubscribe link.
ALTER TABLE profiles ADD COLUMN unsubscribed_at timestamptz;

-- Every campaign mail carries its own random token; only its hash is kept. Tokens do not
-- expire: an unsubscribe link must keep working.
CREATE TABLE unsubscribe_tokens (
  token_hash  text        PRIMARY KEY,
  member_id   integer     NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
