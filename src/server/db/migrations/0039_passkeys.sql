-- Passkeys (WebAuthn) as a dashboard user's second factor, beside TOTP (docs/security.md
-- "Second factor"): the user's credentials, and the challenges the server handed out.
CREATE TABLE user_passkeys (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The credential id the authenticator chose, base64url; unique across users.
  credential_id text NOT NULL UNIQUE,
  -- The COSE public key from the attestation, base64url.
  public_key text NOT NULL,
  -- The signature counter last seen: an assertion must bring a higher one (or both stay 0).
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  -- The name the user gave it ("Work laptop").
  name text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);

CREATE INDEX user_passkeys_user ON user_passkeys (user_id);

-- A challenge sent with registration or authentication options: bound to its user and
-- purpose, single use (used_at set by a conditional update), valid for a few minutes.
CREATE TABLE webauthn_challenges (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  challenge text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX webauthn_challenges_user ON webauthn_challenges (user_id);
