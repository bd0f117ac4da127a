-- Single-use links that let a person into an account without a password the admin saw
-- (docs/security.md "Password reset and invitations"): a password reset (valid 1 hour) and, for
-- invitations, the same table (valid 7 days). Only the token's SHA-256 hash is stored.
CREATE TABLE account_links (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations (id),
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'invitation')),
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set once, conditionally (`WHERE used_at IS NULL`): a second use is refused.
  used_at timestamptz,
  -- Set when a newer link of the same purpose replaces it, or an admin revokes it.
  revoked_at timestamptz
);

CREATE INDEX account_links_user ON account_links (user_id, purpose)
  WHERE used_at IS NULL AND revoked_at IS NULL;

-- The outbox carries the account's messages too (always to the mailer, never as an event).
ALTER TABLE registrant_messages DROP CONSTRAINT registrant_messages_kind_check;
ALTER TABLE registrant_messages ADD CONSTRAINT registrant_messages_kind_check
  CHECK (kind IN ('verification', 'expiry_reminder', 'expiry_notice', 'data_reminder',
    'password_reset', 'invitation'));
