-- A dashboard user's second factor (docs/security.md "Second factor"): a TOTP secret (RFC 6238)
-- with its recovery codes, and the organization's policy requiring one.
CREATE TABLE user_totp (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- The shared secret (base32), sealed with SECRETS_KEY and bound to the user when it is set.
  secret text NOT NULL,
  created_at timestamptz NOT NULL,
  -- Null until the user confirms with a code: an unconfirmed secret is not a second factor.
  confirmed_at timestamptz,
  -- The last 30-second step a code was accepted for: a code is accepted once (no replay).
  last_used_step bigint
);

-- Ten codes shown once when TOTP is confirmed, stored as SHA-256 hashes; each works once.
CREATE TABLE user_recovery_codes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX user_recovery_codes_user ON user_recovery_codes (user_id);

-- An admin's choice: every user of the organization needs a second factor.
ALTER TABLE organizations ADD COLUMN require_second_factor boolean NOT NULL DEFAULT false;
