-- Step-up authentication (decision 21): when this session last gave the member's password (and
-- their code, with two-factor authentication on) again. Sensitive changes need it within the last
-- five minutes; null until the session does it once. It belongs to one session, so a session
-- stolen elsewhere never inherits it.
ALTER TABLE sessions ADD COLUMN stepped_up_at timestamptz;
