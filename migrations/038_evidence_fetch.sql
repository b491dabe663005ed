-- Fetching each post's evidence from the platforms (decision 52). A post_evidence row is also
-- the post's place in the fetch queue: due_at says it is to be asked (set at submission by the
-- post-evidence subscription, or by a recheck), and any number of workers take due rows with a
-- short claim, so none is asked twice while its answer is on the way.
ALTER TABLE post_evidence
  ADD COLUMN platform text,
  -- When the post was put in the queue; null once asked.
  ADD COLUMN due_at timestamptz,
  -- Asked again without the cached answer (a recheck before a close).
  ADD COLUMN fresh boolean NOT NULL DEFAULT false,
  -- Calls that got no answer in a row (5xx, no reply); at the limit the post is unverifiable.
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  -- A worker is asking until then (database time): others leave the row alone.
  ADD COLUMN claimed_until timestamptz;
UPDATE post_evidence e SET platform = p.platform FROM posts p WHERE p.post_id = e.post_id;
DROP INDEX post_evidence_pending_idx;
CREATE INDEX post_evidence_due_idx ON post_evidence (platform, due_at) WHERE due_at IS NOT NULL;

-- Posts already waiting for review are asked too; decided ones are asked when rechecked.
INSERT INTO post_evidence (post_id, outcome, platform, due_at, updated_at)
SELECT post_id, 'pending', platform, submitted_at, now() FROM posts WHERE status = 'pending'
ON CONFLICT (post_id) DO NOTHING;

-- One bucket per rate limit, shared by every instance: Instagram and Facebook are one (Meta's).
-- Tokens refill at the configured rate (database time, so instances' clocks need not agree); a
-- 429 or a run of failures pauses the source for everyone until paused_until.
CREATE TABLE social_rate_buckets (
  source text PRIMARY KEY CHECK (source IN ('youtube', 'tiktok', 'x', 'meta')),
  tokens double precision NOT NULL,
  refilled_at timestamptz NOT NULL,
  paused_until timestamptz,
  -- Failures in a row (5xx, no reply): the pause after each doubles, up to a cap.
  failures integer NOT NULL DEFAULT 0,
  -- What the last pause was for, for the operator ("TikTok says too many calls").
  pause_reason text
);
INSERT INTO social_rate_buckets (source, tokens, refilled_at)
SELECT source, 0, now() FROM (VALUES ('youtube'), ('tiktok'), ('x'), ('meta')) AS s (source);

-- The platforms' answers by the post's canonical link (domain/post-link.ts), reused within
-- SOCIAL_CACHE_HOURS: a duplicate or a re-check does not call twice. Only the platform's verdict
-- (found or missing) is kept, never a failure.
CREATE TABLE social_answers (
  link text PRIMARY KEY,
  platform text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('found', 'missing')),
  author_handle text,
  author_name text,
  author_url text,
  title text,
  thumbnail_url text,
  detail text,
  fetched_at timestamptz NOT NULL
);
CREATE INDEX social_answers_fetched_idx ON social_answers (fetched_at);

-- The subscription that puts each submitted post in the queue starts at the log's end: the
-- posts before it were queued above.
INSERT INTO subscriptions (name, last_transaction_id, last_position)
SELECT 'post-evidence', coalesce(h.transaction_id, '0'::xid8), coalesce(h.position, 0)
  FROM (SELECT 1) one
  LEFT JOIN (SELECT transaction_id, position FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1) h ON true;
