-- Card payments of live-mode orders through Stripe (docs/payments.md).

-- Every Stripe Checkout Session made: for an order, one per attempt (the attempt is part of the
-- idempotency key sent to Stripe), never two open at once for one order; or for a top-up of an
-- organization's live balance.
CREATE TABLE stripe_checkout_sessions (
  id text PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id),
  purpose text NOT NULL CHECK (purpose IN ('order', 'top_up')),
  order_id uuid REFERENCES orders(id),
  CHECK ((purpose = 'order') = (order_id IS NOT NULL)),
  attempt integer NOT NULL CHECK (attempt > 0),
  url text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
  payment_status text NOT NULL,
  payment_intent text,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (order_id, attempt)
);
CREATE UNIQUE INDEX stripe_checkout_sessions_open_key ON stripe_checkout_sessions (order_id)
  WHERE status = 'open';
CREATE INDEX stripe_checkout_sessions_pending_idx ON stripe_checkout_sessions (created_at)
  WHERE status = 'open' OR (status = 'complete' AND payment_status = 'unpaid');

-- Stripe events already applied: a redelivered event changes nothing.
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL
);

-- A card payment made through Stripe names its Checkout Session (recorded once) and its
-- PaymentIntent (what refunds and disputes refer to).
ALTER TABLE payments ADD COLUMN stripe_checkout_session text UNIQUE;
ALTER TABLE payments ADD COLUMN stripe_payment_intent text;
CREATE INDEX payments_stripe_payment_intent_idx ON payments (stripe_payment_intent)
  WHERE stripe_payment_intent IS NOT NULL;

-- Money returned to a payer through Stripe. `requested` rows are an outbox: the payments worker
-- sends them (the row's id is the idempotency key) and Stripe's answer or webhook settles them.
CREATE TABLE refunds (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders(id),
  payment_id uuid NOT NULL REFERENCES payments(id),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('requested', 'pending', 'succeeded', 'failed', 'canceled')),
  stripe_refund text UNIQUE,
  reason text NOT NULL,
  failure_reason text,
  requested_by text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (payment_id, order_id)
);
CREATE INDEX refunds_open_idx ON refunds (created_at) WHERE status IN ('requested', 'pending');
CREATE INDEX refunds_order_idx ON refunds (order_id);

-- A payer's dispute of a card payment (a chargeback), as Stripe reports it.
CREATE TABLE payment_disputes (
  id text PRIMARY KEY,
  payment_id uuid REFERENCES payments(id),
  stripe_payment_intent text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  reason text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX payment_disputes_payment_idx ON payment_disputes (payment_id);

-- An allocation of a payment that must be returned through its provider (Stripe): an order it
-- paid that then fails or is cancelled becomes `refunded` only once the provider has returned it.
ALTER TABLE payment_allocations ADD COLUMN refund_through text CHECK (refund_through IN ('stripe'));
