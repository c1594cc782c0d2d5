-- Account links (email verification, invitations, password resets) and the counters of the rate limits.

-- An invitation is a user with status 'Pending Invite' (their organization and role on the user row) plus a
-- one-time token of purpose 'invitation'; the separate invitations table of 001 is not needed.
DROP TABLE invitations;

ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens
  ADD CONSTRAINT one_time_tokens_purpose_check CHECK (purpose IN ('verify_email', 'invitation', 'reset_password'));

-- Messages have an HTML part besides the plain text one; older rows have none.
ALTER TABLE mail_outbox ADD COLUMN html_body text;

-- Fixed-window counters shared by every server process (per account and per email address).
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
);

CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_started_at);
