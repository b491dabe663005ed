-- Sessions end after a spell of inactivity too (ASVS 7.3.1), not only 30 days after sign-in: a
-- member's after a week without a request, an admin's after an hour. The limit is fixed when the
-- session opens (an admin's rights need a new sign-in anyway), so the session check needs no join.
ALTER TABLE sessions ADD COLUMN idle_minutes integer NOT NULL DEFAULT 10080 CHECK (idle_minutes > 0);

UPDATE sessions s SET idle_minutes = 60
  FROM members m
 WHERE m.member_id = s.member_id AND m.is_admin AND s.revoked_at IS NULL;
