-- A person's picture is the uploaded avatar (avatar_key, migration 003); the image column of the first schema was
-- never read or written.
ALTER TABLE users DROP COLUMN image;
