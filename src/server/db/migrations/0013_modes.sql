-- Live and test modes (docs/modes.md). Every credential and every object belongs to one mode.
-- Rows made before this migration keep what they had: live mode on a deployment running a
-- real registrar (REGISTRAR=epp), test mode otherwise. The service says which in the setting
-- `registrar.existing_livemode` (db/migrate.ts) and prints what this migration did.
DO $$
DECLARE
  existing boolean := coalesce(nullif(current_setting('registrar.existing_livemode', true), ''), 'false')::boolean;
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['api_keys', 'access_tokens', 'hosted_sessions', 'orders', 'payments',
      'domains', 'renewal_charges', 'events', 'webhook_endpoints', 'idempotency_keys'] LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN livemode boolean NOT NULL DEFAULT %L', t, existing);
    -- No default from now on: every write says its mode.
    EXECUTE format('ALTER TABLE %I ALTER COLUMN livemode DROP DEFAULT', t);
  END LOOP;
END $$;

-- A name is held once per mode: the sandbox registry (test) and the real one (live) are apart.
DROP INDEX domains_name_key;
CREATE UNIQUE INDEX domains_name_key ON domains (livemode, name);
DROP INDEX domains_organization_idx;
CREATE INDEX domains_organization_idx ON domains (organization_id, livemode, name);

-- At most one open order per organization, mode and domain.
DROP INDEX orders_live_domain_key;
CREATE UNIQUE INDEX orders_open_domain_key ON orders (organization_id, livemode, domain_name)
  WHERE status IN ('pending', 'ready_to_process', 'price_changed', 'processing');
DROP INDEX orders_organization_idx;
CREATE INDEX orders_organization_idx ON orders (organization_id, livemode, created_at DESC, id DESC);

-- Idempotency-Keys are per organization and mode.
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (organization_id, livemode, key);

DROP INDEX events_organization_idx;
CREATE INDEX events_organization_idx ON events (organization_id, livemode, seq DESC);
DROP INDEX payments_organization_idx;
CREATE INDEX payments_organization_idx ON payments (organization_id, livemode, created_at DESC);
DROP INDEX hosted_sessions_organization_idx;
CREATE INDEX hosted_sessions_organization_idx ON hosted_sessions (organization_id, livemode, created_at DESC);
