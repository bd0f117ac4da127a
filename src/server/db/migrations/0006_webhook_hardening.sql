-- Looking up a resource's latest event (the hosted API hands the widget the event id).
CREATE INDEX events_resource_idx ON events (resource, seq);
-- Pruning events past the retention period.
CREATE INDEX events_created_idx ON events (created_at);
CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (event_id);

-- Secret rotation with overlap: the previous secret also signs until it expires.
ALTER TABLE webhook_endpoints
  ADD COLUMN previous_secret text,
  ADD COLUMN previous_secret_expires_at timestamptz;

-- What each renewal charged the organization, by hand or automatic: one row per extension of
-- a domain's expiry. The key (domain, expiry before) makes a second charge for the same period
-- impossible, whichever instance or route renews.
CREATE TABLE renewal_charges (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  domain_id uuid NOT NULL REFERENCES domains(id),
  expires_at_before timestamptz NOT NULL,
  expires_at_after timestamptz NOT NULL,
  years integer NOT NULL,
  amount numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  trigger text NOT NULL CHECK (trigger IN ('api', 'auto_renew')),
  created_at timestamptz NOT NULL,
  UNIQUE (domain_id, expires_at_before)
);
CREATE INDEX renewal_charges_organization_idx ON renewal_charges (organization_id, created_at DESC);
