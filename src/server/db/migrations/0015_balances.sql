-- Live mode's prepaid balances (docs/balances.md). An organization's balance is the sum of its
-- ledger; what is billed to it in live mode draws on it (or on the credit limit the operator
-- grants). Test mode is never billed and writes nothing here.

-- Each organization's billing settings; its row is what a debit locks (FOR UPDATE), so two
-- debits of one organization run one after the other and can never overdraw together.
CREATE TABLE billing_accounts (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id),
  currency text NOT NULL DEFAULT 'USD',
  -- Granted by the operator (admin CLI): how far below zero the balance may go.
  credit_limit numeric(12, 2) NOT NULL DEFAULT 0 CHECK (credit_limit >= 0),
  -- Set by the organization: `balance.low` when a debit takes the balance below it.
  low_balance_threshold numeric(12, 2) NOT NULL DEFAULT 0 CHECK (low_balance_threshold >= 0),
  -- Whether the balance is below the threshold and `balance.low` was sent for this crossing.
  low_notified boolean NOT NULL DEFAULT false,
  -- The last debit refused for funds (the dashboard's banner).
  last_refused_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every movement, signed: credits (top-ups, refunds) positive, debits negative.
CREATE TABLE balance_entries (
  id uuid PRIMARY KEY,
  -- The ledger's order (pages, statements): entries of one instant keep the order they were made.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  organization_id uuid NOT NULL REFERENCES organizations (id),
  amount numeric(12, 2) NOT NULL CHECK (amount <> 0),
  currency text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('top_up_wire', 'top_up_card', 'purchase', 'renewal',
    'auto_renewal', 'refund', 'adjustment')),
  reference text,
  description text NOT NULL,
  order_id uuid,
  domain_id uuid,
  -- The debit a refund gives back: at most one refund per debit.
  reverses uuid UNIQUE REFERENCES balance_entries (id),
  -- Who: "admin CLI", a user's email, "api", "auto-renewal", "stripe".
  actor text NOT NULL,
  created_at timestamptz NOT NULL
);
-- One credit per card top-up (its Stripe Checkout Session), however often Stripe says it was paid.
CREATE UNIQUE INDEX balance_entries_card_top_up_key ON balance_entries (reference)
  WHERE kind = 'top_up_card';
-- One purchase debit per order.
CREATE UNIQUE INDEX balance_entries_purchase_key ON balance_entries (order_id) WHERE kind = 'purchase';
CREATE INDEX balance_entries_organization_idx ON balance_entries (organization_id, seq DESC);
