-- The append-only log of money-and-team facts. Personal data never goes here.
CREATE TABLE events (
  position        bigserial PRIMARY KEY,
  stream_id       text        NOT NULL,
  stream_version  integer     NOT NULL,
  type            text        NOT NULL,
  data            jsonb       NOT NULL,
  metadata        jsonb       NOT NULL DEFAULT '{}'::jsonb,
  occurred_at     timestamptz NOT NULL,
  -- Readers that follow the log use the writing transaction's id to never skip an
  -- event whose transaction commits after a later-numbered one.
  transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
  UNIQUE (stream_id, stream_version)
);
CREATE INDEX events_type_idx ON events (type, position);

-- A retried command carrying the same key appends nothing and gets the first answer back.
CREATE TABLE idempotency_keys (
  key         text PRIMARY KEY,
  result      jsonb       NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
