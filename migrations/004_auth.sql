-- Password resets and rate limits live in PostgreSQL, so they hold across server processes.
CREATE TABLE password_resets (
  token_hash  text PRIMARY KEY,
  member_id   integer NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_resets_member_idx ON password_resets (member_id);

-- Fixed-window counters: one row per key and window.
CREATE TABLE rate_limits (
  key           text        NOT NULL,
  window_start  timestamptz NOT NULL,
  hits          integer     NOT NULL,
  PRIMARY KEY (key, window_start)
);
