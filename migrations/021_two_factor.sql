-- Two-factor authentication (decision 19): a TOTP authenticator per member, its one-time
-- recovery codes, and how far each session has come through the second factor.

-- One authenticator per member. enabled_at stays null until the member has proved the app holds
-- the secret (one correct code); last_step is the last time step a code was accepted for, so no
-- code is accepted twice.
CREATE TABLE two_factor (
  member_id   integer PRIMARY KEY,
  secret      bytea       NOT NULL,
  created_at  timestamptz NOT NULL,
  enabled_at  timestamptz,
  last_step   bigint
);

-- Ten per enrolment, each accepted once instead of a code; only their SHA-256 is kept.
CREATE TABLE recovery_codes (
  member_id  integer     NOT NULL,
  code_hash  text        NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (member_id, code_hash)
);

-- 'pending': the password was right and the second factor is still owed; such a session may only
-- finish signing in (or sign out). 'verified': the second factor was given. 'none': a member
-- without two-factor authentication.
ALTER TABLE sessions
  ADD COLUMN second_factor text NOT NULL DEFAULT 'none'
  CHECK (second_factor IN ('none', 'pending', 'verified'));

-- Every admin session now owes a second factor: the admin verifies, or enrols first.
UPDATE sessions s SET second_factor = 'pending'
  FROM members m
 WHERE m.member_id = s.member_id AND m.is_admin AND s.revoked_at IS NULL;
