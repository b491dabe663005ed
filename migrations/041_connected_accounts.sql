-- Connecting a social account (decision 55): the member taps Connect, signs in at the platform,
-- and comes back with proof of their handle. Between the two, the state the platform hands back
-- is kept here, as a hash only, bound to the member and to the browser that started (its cookie,
-- hashed too), with the PKCE verifier the token exchange needs. Used once, within minutes.
CREATE TABLE oauth_states (
  state_hash text PRIMARY KEY,
  member_id integer NOT NULL,
  platform text NOT NULL CHECK (platform IN ('instagram', 'tiktok', 'youtube', 'facebook', 'twitter')),
  browser_hash text NOT NULL,
  -- Cleared once used: it is worth nothing afterwards and need not be kept.
  code_verifier text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oauth_states_created_idx ON oauth_states (created_at);
CREATE INDEX oauth_states_member_idx ON oauth_states (member_id);

-- Members whose profile links were saved before their handles were kept beside them: each start
-- claims the handles their links name, a batch at a time, and takes them off this list. Filled
-- once, here; a profile saved from now on keeps its handles itself.
CREATE TABLE handle_backfill (member_id integer PRIMARY KEY);
INSERT INTO handle_backfill (member_id)
SELECT member_id FROM profiles
 WHERE jsonb_typeof(details -> 'socialMediaLinks') = 'object' AND details -> 'socialMediaLinks' <> '{}'::jsonb;
