-- The member's language (decision 31): what their mail and the server's refusals to them are
-- written in. It sits with the rest of their personal data (decision 11), so an erasure takes it
-- too; a member who never chose one reads English, the product's own language.
ALTER TABLE profiles
  ADD COLUMN language text NOT NULL DEFAULT 'en'
    CONSTRAINT profiles_language_check CHECK (language IN ('en', 'ms', 'zh', 'ta'));
