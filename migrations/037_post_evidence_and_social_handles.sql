-- What the platforms say about each post, and the handle each member claims on each platform
-- (decision 52). Evidence is an observation, not a decision: it is kept as the last answer the
-- platform gave, and whether it matches is worked out against the member's handle when read, so
-- a handle added later changes the verdict without fetching again.
CREATE TABLE social_handles (
  member_id integer NOT NULL,
  platform text NOT NULL CHECK (platform IN ('instagram', 'tiktok', 'youtube', 'facebook', 'twitter')),
  -- Lower case, without "@": "nadia.makes", or for YouTube "@nadia" / "channel/UC…" as the link names it.
  handle text NOT NULL CHECK (handle <> '' AND handle = lower(handle)),
  -- Set when the member connected the account through the platform's sign-in; claimed otherwise.
  verified_at timestamptz,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, platform)
);
CREATE INDEX social_handles_handle_idx ON social_handles (platform, handle);

CREATE TABLE post_evidence (
  post_id text PRIMARY KEY,
  -- pending: not asked yet; found: the platform shows the post (with or without an author);
  -- missing: the platform says it does not exist or is private; unverifiable: not asked
  -- (evidence off, no token) or the platform could not be reached after every retry.
  outcome text NOT NULL CHECK (outcome IN ('pending', 'found', 'missing', 'unverifiable')),
  -- The author as the platform names it, normalised like social_handles.handle; null when it names none.
  author_handle text,
  author_name text,
  author_url text,
  title text,
  thumbnail_url text,
  -- Why the outcome is what it is, in words an admin reads ("SOCIAL_EVIDENCE is off", "HTTP 404").
  detail text,
  checked_at timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX post_evidence_pending_idx ON post_evidence (updated_at) WHERE outcome = 'pending';
