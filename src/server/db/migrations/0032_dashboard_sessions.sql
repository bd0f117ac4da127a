-- The dashboard's signed-in sessions (docs/security.md "Dashboard sessions"). A sign-in from the
-- dashboard starts a session (a refresh-token family); each refresh uses its refresh token once and
-- issues the next; a token presented twice ends the session. Tokens are stored as SHA-256 hashes.
CREATE TABLE dashboard_sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  -- The mode the next access token is issued in (the dashboard's test-data switch moves it).
  livemode boolean NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  -- The latest a refresh may happen, however active the session (30 days after sign-in).
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  -- signed_out, signed_out_everywhere, ended_by_admin, password_changed, refresh_token_reused
  revoked_reason text
);

CREATE INDEX dashboard_sessions_user ON dashboard_sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE dashboard_refresh_tokens (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES dashboard_sessions (id),
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  -- Unused by then: the session was idle too long (7 days).
  expires_at timestamptz NOT NULL,
  -- Set when exchanged: a second use is a reuse.
  used_at timestamptz
);

CREATE INDEX dashboard_refresh_tokens_session ON dashboard_refresh_tokens (session_id);

-- The session an access token was issued to (null: the password grant outside the dashboard).
ALTER TABLE access_tokens ADD COLUMN session_id uuid REFERENCES dashboard_sessions (id);
CREATE INDEX access_tokens_session ON access_tokens (session_id) WHERE session_id IS NOT NULL;
