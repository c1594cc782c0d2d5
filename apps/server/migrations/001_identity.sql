-- Identity: organizations, people, sessions, one-time tokens, invitations, carrier credentials, documents, mail.

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(trim(name)) > 0),
  mapping_name text NOT NULL CHECK (length(trim(mapping_name)) > 0),
  url text NOT NULL,
  image text,
  total_number_of_licenses integer NOT NULL DEFAULT 0 CHECK (total_number_of_licenses >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX organizations_mapping_name_key ON organizations (lower(mapping_name));

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  -- Stored trimmed and lower-cased; the unique index below keeps one account per address.
  email text NOT NULL CHECK (email = lower(email)),
  -- argon2id (PHC string); null until the person sets a password (a pending invitation).
  password_hash text,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'inactive', 'Pending Invite')),
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
  is_admin boolean NOT NULL DEFAULT false,
  email_verified boolean NOT NULL DEFAULT false,
  group_name text,
  sub_group_name text,
  image text,
  is_licensed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE INDEX users_organization_id_idx ON users (organization_id);

-- A session is one sign-in: a family of refresh tokens, each rotated into the next.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- sha256 of the current access token (hex); the token itself lives only in the access cookie.
  access_token_hash text NOT NULL,
  access_expires_at timestamptz NOT NULL,
  -- Sliding end of the whole session, pushed forward by each refresh.
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text,
  user_agent text,
  ip_address text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_refreshed_at timestamptz
);

CREATE UNIQUE INDEX sessions_access_token_hash_key ON sessions (access_token_hash);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE refresh_tokens (
  -- sha256 of the token (hex).
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when this token was exchanged for its successor; presenting it again after the grace period is reuse.
  rotated_at timestamptz,
  -- Random input from which the successor tokens were derived, so that concurrent refreshes with this
  -- token inside the grace period receive the same successor.
  successor_nonce text
);

CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id);

CREATE TABLE one_time_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX one_time_tokens_user_id_idx ON one_time_tokens (user_id, purpose);

CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  email text NOT NULL CHECK (email = lower(email)),
  organization_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX invitations_email_idx ON invitations (email);

-- Carrier platform sign-ins; the password is AES-256-GCM encrypted with the key named by key_id.
CREATE TABLE credentials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('fedex', 'ups')),
  username text NOT NULL,
  password_ciphertext bytea NOT NULL,
  password_iv bytea NOT NULL,
  password_tag bytea NOT NULL,
  key_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX credentials_user_id_idx ON credentials (user_id);

CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
  name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  -- Where the storage backend keeps the bytes (a path under DATA_DIR or an object key).
  storage_key text NOT NULL UNIQUE,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX documents_user_id_idx ON documents (user_id);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);

CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (created_at) WHERE sent_at IS NULL;
