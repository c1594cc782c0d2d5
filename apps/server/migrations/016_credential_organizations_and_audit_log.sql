-- Carrier credentials belong to the organization their owner held when they were added, as documents do: an
-- organization admin sees only those added in their organization, so moving someone to another organization
-- does not hand the old organization's carrier sign-ins to the new one's admins. Existing rows take their
-- owner's current organization.
ALTER TABLE credentials ADD COLUMN organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL;

UPDATE credentials SET organization_id = users.organization_id FROM users WHERE users.id = credentials.user_id;

-- The trail of sensitive actions, written in the same transaction as the action. People and organizations
-- named by an entry may be deleted later; the entry stays, without them.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  subject_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  source_address text
);

-- Newest first, page after page (keyset on occurred_at, id).
CREATE INDEX audit_log_occurred_idx ON audit_log (occurred_at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, occurred_at DESC);
CREATE INDEX audit_log_subject_idx ON audit_log (subject_user_id, occurred_at DESC);
CREATE INDEX audit_log_organization_idx ON audit_log (organization_id, occurred_at DESC);
