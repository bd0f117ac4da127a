-- Registrant verification (docs/lifecycle.md "Registrant verification"): one verification per
-- organization, mode and registrant email; verifying it once verifies (and releases) every
-- domain of that registrant. `email` is kept lowercased (the check says so), so the unique key
-- is the email compared without case.
CREATE TABLE registrant_verifications (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id),
  livemode boolean NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified')),
  verified_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (organization_id, livemode, email)
);

-- The links' tokens: only their SHA-256 is kept (the token itself travels sealed in the
-- message's outbox row until delivered, then nowhere). Single use (`used_at`); several may be
-- live at once (a resend does not kill the first link); valid until `expires_at`.
-- `domain_id`: the domain whose trigger or resend made it.
CREATE TABLE registrant_verification_tokens (
  token_hash text PRIMARY KEY,
  verification_id uuid NOT NULL REFERENCES registrant_verifications (id),
  domain_id uuid NOT NULL REFERENCES domains (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX registrant_verification_tokens_verification_idx
  ON registrant_verification_tokens (verification_id);

-- The deadline pass reads pending domains by deadline; the release reads held ones.
CREATE INDEX domains_verification_deadline_idx ON domains (verification_deadline_at)
  WHERE registrant_verification = 'pending';
CREATE INDEX domains_hold_idx ON domains (hold_reason) WHERE hold_reason IS NOT NULL;

-- The sandbox registry's clientHold: a held name is not published (`sandbox/hold.ts`).
ALTER TABLE sandbox_registry ADD COLUMN on_hold boolean NOT NULL DEFAULT false;
