-- Hosted sessions: scoped, embeddable sessions for end users of an organization's product.
CREATE TABLE hosted_sessions (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  allowed_actions text[] NOT NULL,
  external_user_id text,
  external_account_id text NOT NULL,
  theme_config jsonb NOT NULL DEFAULT '{}',
  metadata jsonb NOT NULL DEFAULT '{}',
  allowed_origins text[],
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  refreshed_at timestamptz
);
CREATE INDEX hosted_sessions_organization_idx ON hosted_sessions (organization_id, created_at DESC);
CREATE INDEX orders_external_account_idx ON orders (organization_id, external_account_id);
CREATE INDEX domains_external_account_idx ON domains (organization_id, external_account_id);
