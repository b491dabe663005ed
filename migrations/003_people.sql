-- Personal data: ordinary rows that can be corrected or erased (PDPA) without touching the log.
CREATE SEQUENCE member_id_seq;

CREATE TABLE profiles (
  member_id        integer PRIMARY KEY,
  email            text    NOT NULL,
  password_hash    text    NOT NULL,
  first_name       text    NOT NULL,
  last_name        text    NOT NULL,
  phone_number     text    NOT NULL,
  details          jsonb   NOT NULL DEFAULT '{}'::jsonb,
  profile_picture  text,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX profiles_email_idx ON profiles (lower(email));
CREATE UNIQUE INDEX profiles_phone_idx ON profiles (phone_number);

CREATE TABLE sessions (
  token_hash   text PRIMARY KEY,
  member_id    integer NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX sessions_member_idx ON sessions (member_id);

CREATE TABLE message_templates (
  id         serial PRIMARY KEY,
  name       text NOT NULL UNIQUE,
  type       text NOT NULL,
  content    text NOT NULL,
  is_active  boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Mail waits here when no mail service is configured; nothing leaves the machine.
CREATE TABLE outbox (
  id          bigserial PRIMARY KEY,
  to_email    text NOT NULL,
  subject     text NOT NULL,
  html        text NOT NULL,
  text        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
