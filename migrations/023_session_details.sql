-- What a member sees of each of their sessions, so they can recognise one and end it
-- (decision 22).
--
-- public_id: the session's name in the API. The token hash never leaves the server, and a
-- random id tells nothing about the token.
-- device: a short label read from the browser's User-Agent at sign-in ("Chrome on Windows").
-- network: the client's address coarsened at sign-in (IPv4 to its /24, IPv6 to its /48); the
-- full address is never kept here.
-- last_seen_at: the sign-in time, then refreshed at most once a minute while the session is used.
ALTER TABLE sessions
  ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN device text,
  ADD COLUMN network text,
  ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();

-- Sessions opened before this migration were last known to be used when they were opened.
UPDATE sessions SET last_seen_at = created_at;

CREATE UNIQUE INDEX sessions_public_id_idx ON sessions (public_id);
