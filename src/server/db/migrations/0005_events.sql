-- Events (a transactional outbox), webhook endpoints and their deliveries, and the
-- bookkeeping that makes auto-renewal and expiry notices happen once per period.
CREATE TABLE events (
  id uuid PRIMARY KEY,
  -- Creation order, also among events written in the same millisecond.
  seq bigserial NOT NULL UNIQUE,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  type text NOT NULL,
  -- What the event is about (`order:<id>`, `domain:<id>`, `hosted_session:<id>`): deliveries
  -- of one resource's events to one endpoint go in creation order.
  resource text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX events_organization_idx ON events (organization_id, seq DESC);

CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  url text NOT NULL,
  description text,
  event_types text[] NOT NULL,
  -- The raw signing secret: HMAC needs it (see docs/decisions/webhooks-and-auto-renewal.md, "Secrets").
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX webhook_endpoints_organization_idx ON webhook_endpoints (organization_id, created_at);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  event_id uuid NOT NULL REFERENCES events(id),
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_attempt_at timestamptz,
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC);

-- One row per domain and period (the expiry it had before renewal): the primary key is what
-- makes several instances renew a period exactly once.
CREATE TABLE domain_renewals (
  domain_id uuid NOT NULL REFERENCES domains(id),
  expires_at_before timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'renewed', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (domain_id, expires_at_before)
);
CREATE INDEX domain_renewals_due_idx ON domain_renewals (next_attempt_at) WHERE status = 'pending';

-- domain.expiring notices already sent: one per domain, period and threshold (30 or 7 days).
CREATE TABLE domain_expiry_notices (
  domain_id uuid NOT NULL REFERENCES domains(id),
  expires_at timestamptz NOT NULL,
  days_before integer NOT NULL,
  PRIMARY KEY (domain_id, expires_at, days_before)
);
