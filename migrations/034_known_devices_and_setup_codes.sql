-- Sign-in limits that stop guessing without locking the owner out, and the one-time setup code
-- an admin's first authenticator is enrolled with (decision 43).

-- A browser that signed in to an account with the right password: its device cookie's SHA-256
-- (the cookie itself is 256 random bits, held only by that browser). Wrong passwords from a known
-- device are counted against that device, not against the address it is at or the account.
CREATE TABLE known_devices (
  token_hash    text        NOT NULL,
  member_id     integer     NOT NULL,
  created_at    timestamptz NOT NULL,
  last_used_at  timestamptz NOT NULL,
  PRIMARY KEY (token_hash, member_id)
);
CREATE INDEX known_devices_member_idx ON known_devices (member_id);

-- The operator's setup code for an admin who has no authenticator yet (`jemput admin grant`,
-- `jemput admin reset-2fa`): one per member, only its SHA-256 kept, used once before it expires.
CREATE TABLE admin_setup_codes (
  member_id   integer     PRIMARY KEY,
  code_hash   text        NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
