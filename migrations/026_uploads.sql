-- Uploaded images live in the database (decision 25), so every instance serves every image and
-- none keeps anything on its own disk. A blob is keyed by the SHA-256 of its bytes (the bytes as
-- re-encoded, never as sent): the same picture stored twice is one row, and its URL never
-- changes meaning, so it may be cached for good.
CREATE TABLE uploads (
  hash         text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  body         bytea NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  size_bytes   integer NOT NULL CHECK (size_bytes = octet_length(body)),
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- The names files had under UPLOADS_DIR ("<random>.png", "avatars/<member>-<random>.png"), so
-- links handed out before the move keep working. Every reference to a blob is a foreign key
-- (these names, brand images, profile pictures), none cascading: a blob is deleted only when
-- the database agrees that nothing refers to it any more.
CREATE TABLE upload_names (
  name text PRIMARY KEY,
  hash text NOT NULL REFERENCES uploads (hash)
);
CREATE INDEX upload_names_hash_idx ON upload_names (hash);

-- Brand images: a new one's file name is "<hash>.<ext>", and two uploads of the same bytes
-- share it. A row from before the move keeps its random name (served through upload_names);
-- upload_hash stays empty only for a row whose file no instance had.
ALTER TABLE images DROP CONSTRAINT images_filename_key;
ALTER TABLE images ADD COLUMN upload_hash text REFERENCES uploads (hash);
CREATE INDEX images_filename_idx ON images (filename);
CREATE INDEX images_upload_hash_idx ON images (upload_hash);

-- Profile pictures: profile_picture stays the URL the API answers with, picture_hash the blob
-- behind it; the check keeps the two telling the same story.
ALTER TABLE profiles ADD COLUMN picture_hash text REFERENCES uploads (hash);
ALTER TABLE profiles ADD CONSTRAINT profiles_picture_hash_check
  CHECK (picture_hash IS NULL OR profile_picture LIKE '/uploads/avatars/' || picture_hash || '.%');
CREATE INDEX profiles_picture_hash_idx ON profiles (picture_hash) WHERE picture_hash IS NOT NULL;
