-- Administration: when people joined, their uploaded avatars, and fast license-seat counts.

-- The moment a person joined (registered, or accepted their invitation); null while an invitation is pending.
ALTER TABLE users ADD COLUMN joined_at timestamptz;
UPDATE users SET joined_at = created_at WHERE status <> 'Pending Invite';

-- An uploaded avatar: where the file storage keeps it and its type, read from the bytes at upload.
ALTER TABLE users ADD COLUMN avatar_key text;
ALTER TABLE users ADD COLUMN avatar_content_type text
  CHECK (avatar_content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif'));
ALTER TABLE users ADD CONSTRAINT users_avatar_complete
  CHECK ((avatar_key IS NULL) = (avatar_content_type IS NULL));

-- Seats in use are counted on every license assignment, under a lock of the organization row.
CREATE INDEX users_licensed_idx ON users (organization_id) WHERE is_licensed;

-- Carrier credentials re-encrypted by a key rotation are found by the key they are still on.
CREATE INDEX credentials_key_id_idx ON credentials (key_id);
