-- Registrar core: domains, orders and their transitions, payments, idempotency keys, and the
-- sandbox registrar's own registry (state of a system outside ours, kept here for the sandbox).
CREATE TABLE domains (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  name text NOT NULL,
  external_account_id text,
  order_id uuid,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expired')),
  registered_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  auto_renew boolean NOT NULL,
  privacy boolean NOT NULL,
  nameservers text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX domains_name_key ON domains (name);
CREATE INDEX domains_organization_idx ON domains (organization_id, name);

CREATE TABLE orders (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  kind text NOT NULL DEFAULT 'order' CHECK (kind IN ('order', 'purchase')),
  domain_name text NOT NULL,
  years integer NOT NULL CHECK (years BETWEEN 1 AND 10),
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'ready_to_process', 'price_changed',
    'processing', 'completed', 'failed', 'cancelled', 'refunded')),
  payment_method text NOT NULL CHECK (payment_method IN ('wire', 'card')),
  payment_reference text NOT NULL UNIQUE,
  contact jsonb NOT NULL,
  nameservers text[],
  privacy boolean NOT NULL,
  auto_renew boolean NOT NULL,
  registrar text NOT NULL,
  setup_dns boolean NOT NULL,
  dns_provider text,
  hosted_session_id uuid,
  external_account_id text,
  domain_id uuid REFERENCES domains(id),
  failure_reason text,
  -- The registrar's new total while the order is price_changed.
  new_price numeric(12, 2),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_organization_idx ON orders (organization_id, created_at DESC, id DESC);
CREATE INDEX orders_ready_idx ON orders (updated_at) WHERE status IN ('ready_to_process', 'processing');
-- At most one live order per organization and domain.
CREATE UNIQUE INDEX orders_live_domain_key ON orders (organization_id, domain_name)
  WHERE status IN ('pending', 'ready_to_process', 'price_changed', 'processing');

CREATE TABLE order_transitions (
  id bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders(id),
  from_status text,
  to_status text NOT NULL,
  reason text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_transitions_order_idx ON order_transitions (order_id, id);

CREATE TABLE payments (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  method text NOT NULL CHECK (method IN ('wire', 'card')),
  reference text,
  received_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_organization_idx ON payments (organization_id, created_at DESC);

CREATE TABLE payment_allocations (
  id uuid PRIMARY KEY,
  payment_id uuid NOT NULL REFERENCES payments(id),
  order_id uuid NOT NULL REFERENCES orders(id),
  amount numeric(12, 2) NOT NULL CHECK (amount <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_allocations_payment_idx ON payment_allocations (payment_id);
CREATE INDEX payment_allocations_order_idx ON payment_allocations (order_id);

CREATE TABLE idempotency_keys (
  organization_id uuid NOT NULL,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  request_hash text NOT NULL,
  response_status integer,
  response_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (organization_id, key)
);

CREATE TABLE sandbox_registry (
  name text PRIMARY KEY,
  registered_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  nameservers text[] NOT NULL DEFAULT '{}',
  -- The client's reference of the registration (our order id), like EPP's clTRID.
  reference text
);
